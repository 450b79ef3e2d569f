import { describe, expect, it } from 'vitest';
import { moveValue } from './moveValue';

describe('moving a code in its list', () => {
  const codes = ['shanghai', 'ningbo', 'shenzhen', 'qingdao'];

  it('moves up, down and onto another row’s place', () => {
    expect(moveValue(codes, 'ningbo', 0)).toEqual(['ningbo', 'shanghai', 'shenzhen', 'qingdao']);
    expect(moveValue(codes, 'ningbo', 2)).toEqual(['shanghai', 'shenzhen', 'ningbo', 'qingdao']);
    expect(moveValue(codes, 'shanghai', 3)).toEqual(['ningbo', 'shenzhen', 'qingdao', 'shanghai']);
  });

  it('stays within the list and ignores unknown codes', () => {
    expect(moveValue(codes, 'shanghai', -1)).toEqual(codes);
    expect(moveValue(codes, 'qingdao', 9)).toEqual(codes);
    expect(moveValue(codes, 'dalian', 0)).toEqual(codes);
  });
});
