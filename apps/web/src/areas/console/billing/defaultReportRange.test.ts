import { describe, expect, it } from 'vitest';
import { defaultReportRange } from './defaultReportRange';

describe('defaultReportRange', () => {
  it('covers the last 30 UTC days, today included, whatever the local clock says', () => {
    expect(defaultReportRange(new Date('2026-03-31T23:30:00-05:00'))).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
    });
    expect(defaultReportRange(new Date('2026-01-15T00:00:00Z'), 1)).toEqual({
      from: '2026-01-15',
      to: '2026-01-15',
    });
  });
});
