import { translate } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { noticeText } from './noticeText';

const t = (key: string) => translate('en', key);

describe('system notice text', () => {
  it('translates the server’s notice keys and leaves other text as it is', () => {
    expect(noticeText({ content: 'notice.contactCharged' }, t)).toBe(
      'First contact with this buyer: 1 buyer contact was used.',
    );
    expect(noticeText({ content: 'Maintenance tonight' }, t)).toBe('Maintenance tonight');
  });
});
