import { describe, expect, it } from 'vitest';
import { moveExhibit, orderExhibits } from './exhibitOrder';

const list = [10, 20, 30, 40].map((productId, i) => ({ productId, position: i + 1 }));

describe('exhibit order', () => {
  it('puts the listed ids first and keeps the rest in order, renumbering positions', () => {
    expect(orderExhibits(list, [30, 10])).toEqual([
      { productId: 30, position: 1 },
      { productId: 10, position: 2 },
      { productId: 20, position: 3 },
      { productId: 40, position: 4 },
    ]);
  });

  it('ignores ids it does not know', () => {
    expect(orderExhibits(list, [99, 40]).map((e) => e.productId)).toEqual([40, 10, 20, 30]);
  });

  it('moves one place up or down and stays put at the ends', () => {
    const ids = [10, 20, 30];
    expect(moveExhibit(ids, 20, -1)).toEqual([20, 10, 30]);
    expect(moveExhibit(ids, 20, 1)).toEqual([10, 30, 20]);
    expect(moveExhibit(ids, 10, -1)).toEqual([10, 20, 30]);
    expect(moveExhibit(ids, 30, 1)).toEqual([10, 20, 30]);
    expect(moveExhibit(ids, 99, 1)).toEqual([10, 20, 30]);
  });
});
