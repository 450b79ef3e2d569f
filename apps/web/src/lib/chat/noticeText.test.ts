import { translate } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { noticeText } from './noticeText';

const t = (key: string, values?: Record<string, string | number>) => translate('en', key, values);

describe('system notice text', () => {
  it('translates the server’s notice keys and leaves other text as it is', () => {
    expect(noticeText({ content: 'notice.contactCharged' }, t)).toBe(
      'First contact with this buyer: 1 buyer contact was used.',
    );
    expect(noticeText({ content: 'Maintenance tonight' }, t)).toBe('Maintenance tonight');
  });

  it('fills in the values a notice carries, such as who handed the conversation to whom', () => {
    const handedOver = {
      content: 'notice.handedOver',
      noticeParams: { by: 'Olivia Bennett', to: 'Sam Lee' },
    };
    expect(noticeText(handedOver, t)).toBe('Olivia Bennett handed this conversation to Sam Lee.');
  });
});
