import { describe, expect, it } from 'vitest';
import { createClientId } from './createClientId';

describe('createClientId', () => {
  it('makes client ids the server accepts (8 to 64 characters), different each time', () => {
    const a = createClientId();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(64);
    expect(createClientId()).not.toBe(a);
  });

  it('has the UUID v4 form', () => {
    expect(createClientId((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
