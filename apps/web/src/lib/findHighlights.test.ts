import { describe, expect, it } from 'vitest';
import { findHighlights } from './findHighlights';

describe('findHighlights', () => {
  it('finds every word, in any case, and drops overlaps', () => {
    expect(findHighlights('Link a product by EAN; ean codes', 'ean link')).toEqual([
      { start: 0, length: 4 },
      { start: 18, length: 3 },
      { start: 23, length: 3 },
    ]);
    expect(findHighlights('abcabc', 'abc bca')).toEqual([
      { start: 0, length: 3 },
      { start: 3, length: 3 },
    ]);
    expect(findHighlights('报价单的版本', '版本')).toEqual([{ start: 4, length: 2 }]);
    expect(findHighlights('nothing', '')).toEqual([]);
  });
});
