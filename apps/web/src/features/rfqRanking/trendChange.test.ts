import { describe, expect, it } from 'vitest';
import { trendChange } from './trendChange';

describe('trendChange', () => {
  it('says how many points the score moved against the period before', () => {
    expect(trendChange({ score: 9, previousScore: 6, trend: 'up' })).toBe('+3');
    expect(trendChange({ score: 7, previousScore: 9, trend: 'down' })).toBe('−2');
  });

  it('has nothing to compare for a new or unchanged row', () => {
    expect(trendChange({ score: 2, previousScore: 0, trend: 'new' })).toBeNull();
    expect(trendChange({ score: 3, previousScore: 3, trend: 'same' })).toBeNull();
  });
});
