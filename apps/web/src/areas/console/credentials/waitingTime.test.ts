import { describe, expect, it } from 'vitest';
import { waitingParts } from './waitingTime';

describe('waiting time', () => {
  it('says minutes below an hour, hours below two days, then days', () => {
    expect(waitingParts(0)).toEqual({ unit: 'minutes', count: 0 });
    expect(waitingParts(59)).toEqual({ unit: 'minutes', count: 59 });
    expect(waitingParts(60)).toEqual({ unit: 'hours', count: 1 });
    expect(waitingParts(47 * 60 + 59)).toEqual({ unit: 'hours', count: 47 });
    expect(waitingParts(48 * 60)).toEqual({ unit: 'days', count: 2 });
  });
});
