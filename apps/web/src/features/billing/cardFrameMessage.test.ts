import { describe, expect, it } from 'vitest';
import { readCardFrameMessage } from './cardFrameMessage';

const origin = 'https://portal.test';

describe('readCardFrameMessage', () => {
  it('takes the card token the frame posts', () => {
    const data = {
      source: 'sc-card-frame',
      type: 'card-token',
      cardToken: 'ct_1',
      last4: '4242',
      brand: 'VISA',
    };
    expect(readCardFrameMessage({ origin, data }, origin)).toEqual({
      type: 'card-token',
      cardToken: 'ct_1',
      last4: '4242',
      brand: 'VISA',
    });
  });

  it('ignores messages from another origin, without the mark, or without a token', () => {
    const data = { source: 'sc-card-frame', type: 'card-token', cardToken: 'ct_1' };
    expect(readCardFrameMessage({ origin: 'https://evil.test', data }, origin)).toBeNull();
    expect(readCardFrameMessage({ origin, data: { ...data, source: 'other' } }, origin)).toBeNull();
    expect(readCardFrameMessage({ origin, data: { ...data, cardToken: '' } }, origin)).toBeNull();
    expect(readCardFrameMessage({ origin, data: 'card-token' }, origin)).toBeNull();
  });
});
