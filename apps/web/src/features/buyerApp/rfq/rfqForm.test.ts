import { RFQ_LIMITS } from '@sc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyRfqValues, rfqFieldIssues, toPostRfq } from './rfqForm';

// The contract checks expiry dates against today's date, so the tests run on today's.
const now = new Date();

describe('the RFQ form', () => {
  it('names each missing required field with the contract’s words', () => {
    const issues = rfqFieldIssues(toPostRfq(emptyRfqValues(dayjs(now))), now);
    expect(issues).toEqual({
      productName: { key: 'validation.rfqProductRequired' },
      categoryId: { key: 'validation.rfqCategoryRequired' },
      quantity: { key: 'validation.rfqQuantityRequired' },
      terms: { key: 'validation.termsRequired' },
      place: { key: 'validation.placeRequired' },
    });
  });

  it('sends the deepest category picked, no currency without a price, and only uploaded files', () => {
    const input = toPostRfq({
      ...emptyRfqValues(dayjs(now)),
      productName: 'Honey',
      categoryId: [1, 12],
      quantity: 2000,
      unit: 'case',
      targetPrice: ' ',
      terms: 'FOB',
      place: 'ningbo',
      attachmentIds: [
        {
          uid: 'a',
          name: 'a.pdf',
          status: 'done',
          response: {
            fileId: 'f1',
            url: '',
            thumbUrl: null,
            name: 'a.pdf',
            mime: 'application/pdf',
            size: 9,
          },
        },
        { uid: 'b', name: 'b.pdf', status: 'uploading' },
      ],
    });
    expect(input).toMatchObject({
      categoryId: 12,
      targetPrice: null,
      targetCurrency: null,
      attachmentIds: ['f1'],
      expiresOn: dayjs(now).add(14, 'day').format('YYYY-MM-DD'),
      maxQuotes: RFQ_LIMITS.maxQuotesDefault,
    });
    expect(rfqFieldIssues(input, now)).toEqual({});
  });

  it('refuses an expiry beyond the longest an RFQ stays open', () => {
    const values = {
      ...emptyRfqValues(dayjs(now)),
      expiresOn: dayjs(now).add(RFQ_LIMITS.expiryMaxDays + 2, 'day'),
    };
    expect(rfqFieldIssues(toPostRfq(values), now).expiresOn).toEqual({
      key: 'validation.rfqExpiryTooFar',
      values: { days: RFQ_LIMITS.expiryMaxDays },
    });
  });
});
