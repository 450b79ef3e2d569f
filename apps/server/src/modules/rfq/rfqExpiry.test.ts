import { buyerRfqCalls, ErrorCode, rfqCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqs } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { postRfq, quickQuote, quoteRfq, rfqCategoryIds, rfqDay, rfqInput } from '../../test/rfqFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { TestClock } from '../../test/testClock.js';
import { CLOSE_EXPIRED_RFQS_JOB } from './rfq.jobs.js';

const clock = new TestClock();
let t: TestApp;
let subId: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  ({ subId } = await rfqCategoryIds(t));
});
afterAll(() => t.close());

/** Hours from the clock's now to just past the end of its UTC day. */
const hoursPastToday = () => {
  const now = clock.now();
  const end = new Date(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`);
  return (end.getTime() - now.getTime()) / 3_600_000 + 0.01;
};

async function rfqRow(rfqId: number) {
  const [row] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfqId));
  return row;
}

describe('an RFQ past its expiry', () => {
  it('reads as closed (expired) at once, takes no quote or revision, and the job stores it', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(t, buyer.token, rfqInput(subId, { expiresOn: rfqDay(0, clock.now()) }));
    const later = await postRfq(t, buyer.token, rfqInput(subId, { expiresOn: rfqDay(5, clock.now()) }));
    const quoted = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const late = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const quote = await quoteRfq(t, quoted.token, quickQuote(rfq.id));
    expect(quote.canRevise).toBe(true);

    clock.advanceHours(hoursPastToday());
    const list = await callApi(t, rfqCalls.list, { pageSize: 100 }, { token: late.token });
    expect(list.body.data.list.map((r) => r.id)).not.toContain(rfq.id);
    expect(list.body.data.list.map((r) => r.id)).toContain(later.id);
    expect((await callApi(t, rfqCalls.quote, quickQuote(rfq.id), { token: late.token })).body.code).toBe(
      ErrorCode.RFQ_NOT_OPEN,
    );
    expect((await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: late.token })).body.code).toBe(
      ErrorCode.RECORD_NOT_FOUND,
    );
    const mine = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: quoted.token });
    expect(mine.body.data).toMatchObject({ state: 'closed', closeReason: 'expired', closingSoon: false });
    expect(mine.body.data.myQuote).toMatchObject({ state: 'rfq_closed', canRevise: false });
    const revise = await callApi(
      t,
      rfqCalls.revise,
      { quoteId: quote.id, price: '3', currency: 'USD', unit: 'unit', terms: 'FOB' },
      { token: quoted.token },
    );
    expect(revise.body.code).toBe(ErrorCode.RFQ_NOT_OPEN);
    const closed = await callApi(t, buyerRfqCalls.list, { state: 'closed' }, { token: buyer.token });
    expect(closed.body.data.list).toMatchObject([{ id: rfq.id, state: 'closed', closeReason: 'expired' }]);
    // Stored as open until the job runs; every read above already treated it as closed.
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'open', closeReason: null });

    await t.ctx.jobs.runNow(CLOSE_EXPIRED_RFQS_JOB);
    const stored = await rfqRow(rfq.id);
    expect(stored).toMatchObject({ state: 'closed', closeReason: 'expired' });
    expect(stored?.closedAt?.toISOString()).toBe(stored?.expiresAt.toISOString());
    expect(await rfqRow(later.id)).toMatchObject({ state: 'open' });
    await t.ctx.jobs.runNow(CLOSE_EXPIRED_RFQS_JOB);
    expect(await rfqRow(rfq.id)).toMatchObject({ state: 'closed', closeReason: 'expired' });

    // The buyer may still award a quote of an expired RFQ.
    const awarded = await callApi(t, buyerRfqCalls.award, { quoteId: quote.id }, { token: buyer.token });
    expect(awarded.body.data).toMatchObject({ closeReason: 'awarded' });
  });

  it('loses its recency as time passes: the featured score follows the clock', async () => {
    const verified = await makeBuyerAndLogIn(t, { isSelected: true });
    const reader = await signUpAndLogIn(t);
    const rfq = await postRfq(
      t,
      verified.token,
      rfqInput(subId, { targetPrice: '4', targetCurrency: 'EUR', expiresOn: rfqDay(30, clock.now()) }),
    );
    const cardNow = async () =>
      (await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: reader.token })).body.data;
    expect(await cardNow()).toMatchObject({ score: 70, featured: true });
    clock.advanceHours(25);
    expect(await cardNow()).toMatchObject({ score: 60, featured: true });
    clock.advanceHours(48);
    expect(await cardNow()).toMatchObject({
      score: 50,
      featured: false,
      featuredReasons: ['target_price', 'verified_buyer'],
    });
    const featured = await callApi(
      t,
      rfqCalls.list,
      { tab: 'featured', pageSize: 100 },
      { token: reader.token },
    );
    expect(featured.body.data.list.map((r) => r.id)).not.toContain(rfq.id);
  });

  it('refuses an expiry more than 90 days after the clock’s today', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const farFromClock = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { expiresOn: rfqDay(91, clock.now()) }),
      { token: buyer.token },
    );
    expect(farFromClock.body.code).toBe(ErrorCode.VALIDATION);
    const within = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { expiresOn: rfqDay(90, clock.now()) }),
      {
        token: buyer.token,
      },
    );
    expect(within.body.code).toBe(0);
  });
});
