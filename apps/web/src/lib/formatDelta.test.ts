import { describe, expect, it } from 'vitest';
import { formatDelta } from './formatDelta';

describe('formatDelta', () => {
  it('signs credits and spends with a real minus sign', () => {
    expect(formatDelta(20)).toBe('+20');
    expect(formatDelta(-1)).toBe('−1');
    expect(formatDelta(0)).toBe('0');
  });
});
