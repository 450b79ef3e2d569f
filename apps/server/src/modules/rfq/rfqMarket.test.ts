import { ErrorCode, RFQ_LIMITS, type RfqListQuery, rfqCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfqs } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { uniqueWord } from '../../test/buyerPoolFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts, makeSupplierProducts } from '../../test/productFactories.js';
import {
  postRfq,
  quickQuote,
  quoteRfq,
  rfqCategoryIds,
  rfqDay,
  rfqInput,
  uploadRfqAttachment,
} from '../../test/rfqFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

const HOUR = 3_600_000;

let t: TestApp;
let mainId: number;
let subId: number;
let otherMainId: number;
let reader: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ mainId, subId } = await rfqCategoryIds(t));
  ({ mainId: otherMainId } = await rfqCategoryIds(t, 'house_life'));
  reader = await signUpAndLogIn(t);
});
afterAll(() => t.close());

/** The market's ids for a query limited to this test's word. */
async function marketIds(word: string, query: Partial<RfqListQuery> = {}, token = reader.token) {
  const result = await callApi(t, rfqCalls.list, { keyword: word, pageSize: 50, ...query }, { token });
  expect(result.body.code).toBe(0);
  return result.body.data.list.map((r) => r.id);
}

/** Moves when an RFQ opened (recency and the Newest order read it). */
async function openedHoursAgo(rfqId: number, hours: number) {
  await t.ctx.db
    .update(rfqs)
    .set({ openedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(rfqs.id, rfqId));
}

describe('rfq/public/list', () => {
  it('scores each card and lists under Featured the platform’s picks first, then by score', async () => {
    const word = uniqueWord();
    const verified = await makeBuyerAndLogIn(t, { isSelected: true });
    const plain = await makeBuyerAndLogIn(t);
    // verified 20 + target price 20 + completeness 10 + recent 20 = 70
    const strong = await postRfq(
      t,
      verified.token,
      rfqInput(subId, { productName: `${word} strong`, targetPrice: '2', targetCurrency: 'USD' }),
    );
    // completeness 40 + target price 20 = 60 (opened 4 days ago: no recency)
    const file = (await uploadRfqAttachment(t, plain.token)).body.data;
    const complete = await postRfq(
      t,
      plain.token,
      rfqInput(subId, {
        productName: `${word} complete`,
        targetPrice: '2',
        targetCurrency: 'USD',
        shelfLifeDays: 365,
        certifications: ['organic_eu'],
        attachmentIds: [file.fileId],
        remark: 'Private label, carton of 12, EN/CN labels.',
      }),
    );
    await openedHoursAgo(complete.id, 96);
    // recent only: 20
    const weak = await postRfq(t, plain.token, rfqInput(subId, { productName: `${word} weak` }));
    // opened 2 days ago: recency 10, not featured by score; picked by the platform.
    const picked = await postRfq(t, plain.token, rfqInput(subId, { productName: `${word} picked` }));
    await openedHoursAgo(picked.id, 48);
    await t.ctx.db.update(rfqs).set({ featured: true }).where(eq(rfqs.id, picked.id));

    const list = await callApi(t, rfqCalls.list, { keyword: word, pageSize: 50 }, { token: reader.token });
    const card = (id: number) => list.body.data.list.find((r) => r.id === id);
    expect(card(strong.id)).toMatchObject({
      score: 70,
      featured: true,
      featuredReasons: ['target_price', 'verified_buyer', 'recent'],
      buyer: { id: verified.buyerId, verified: true, country: 'CN' },
    });
    expect(card(complete.id)).toMatchObject({
      score: 60,
      featured: true,
      featuredReasons: ['complete', 'target_price'],
    });
    expect(card(weak.id)).toMatchObject({ score: 20, featured: false, featuredReasons: ['recent'] });
    expect(card(picked.id)).toMatchObject({
      score: 10,
      featured: true,
      featuredReasons: ['platform', 'recent'],
    });
    expect(RFQ_LIMITS.featuredScore).toBe(60);

    expect(await marketIds(word, { tab: 'featured' })).toEqual([picked.id, strong.id, complete.id]);
    // Newest: most recently opened first, all of them.
    expect(await marketIds(word)).toEqual([weak.id, strong.id, picked.id, complete.id]);
  });

  it('filters by category (main with its sub-categories), buyer country, terms and hides what I quoted', async () => {
    const word = uniqueWord();
    const japan = await makeBuyerAndLogIn(t, { country: 'JP' });
    const usa = await makeBuyerAndLogIn(t, { country: 'US' });
    const inSub = await postRfq(t, japan.token, rfqInput(subId, { productName: `${word} a`, terms: 'CIF' }));
    const inMain = await postRfq(t, usa.token, rfqInput(mainId, { productName: `${word} b` }));
    const elsewhere = await postRfq(t, usa.token, rfqInput(otherMainId, { productName: `${word} c` }));

    expect(await marketIds(word, { categoryId: mainId })).toEqual([inMain.id, inSub.id]);
    expect(await marketIds(word, { categoryId: subId })).toEqual([inSub.id]);
    expect(await marketIds(word, { categoryId: otherMainId })).toEqual([elsewhere.id]);
    expect(await marketIds(word, { country: 'JP' })).toEqual([inSub.id]);
    expect(await marketIds(word, { terms: 'CIF' })).toEqual([inSub.id]);
    expect(await marketIds(`${word} b`)).toEqual([inMain.id]);

    const quoter = await signUpAndLogIn(t, {}, { showroom: 'open' });
    await quoteRfq(t, quoter.token, quickQuote(inMain.id));
    const all = await callApi(t, rfqCalls.list, { keyword: word }, { token: quoter.token });
    expect(all.body.data.list.find((r) => r.id === inMain.id)).toMatchObject({
      quotedByMe: true,
      quoteCount: 1,
      quotesLeft: 9,
    });
    // Another company sees the count, never that it quoted.
    const theirs = await callApi(t, rfqCalls.list, { keyword: word }, { token: reader.token });
    expect(theirs.body.data.list.find((r) => r.id === inMain.id)?.quotedByMe).toBe(false);
    expect(await marketIds(word, { hideQuoted: true }, quoter.token)).toEqual([elsewhere.id, inSub.id]);
  });

  it('sorts by newest, closing first or largest quantity, and pages', async () => {
    const word = uniqueWord();
    const buyer = await makeBuyerAndLogIn(t);
    const a = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, { productName: `${word} a`, quantity: 50, expiresOn: rfqDay(20) }),
    );
    const b = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, { productName: `${word} b`, quantity: 9000, expiresOn: rfqDay(0) }),
    );
    const c = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, { productName: `${word} c`, quantity: 700, expiresOn: rfqDay(2) }),
    );
    await openedHoursAgo(a.id, 1);
    await openedHoursAgo(b.id, 3);
    await openedHoursAgo(c.id, 2);
    expect(await marketIds(word, { sort: 'newest' })).toEqual([a.id, c.id, b.id]);
    expect(await marketIds(word, { sort: 'closing' })).toEqual([b.id, c.id, a.id]);
    expect(await marketIds(word, { sort: 'quantity' })).toEqual([b.id, c.id, a.id]);
    const page = await callApi(
      t,
      rfqCalls.list,
      { keyword: word, sort: 'quantity', pageIndex: 2, pageSize: 2 },
      { token: reader.token },
    );
    expect(page.body.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(page.body.data.list.map((r) => r.id)).toEqual([a.id]);
    // Closing today: less than 24 hours left.
    const list = await callApi(t, rfqCalls.list, { keyword: word }, { token: reader.token });
    const soon = Object.fromEntries(list.body.data.list.map((r) => [r.id, r.closingSoon]));
    expect(soon).toEqual({ [a.id]: false, [b.id]: true, [c.id]: false });
  });

  it('is for suppliers with rfq:read only', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    expect((await callApi(t, rfqCalls.list, {}, { token: buyer.token })).status).toBe(403);
    expect((await callApi(t, rfqCalls.list, {})).status).toBe(401);
  });
});

describe('rfq/public/info', () => {
  it('shows the RFQ in full with the buyer’s card, attachments, my quote’s place and my product', async () => {
    const buyer = await makeBuyerAndLogIn(t, { companyName: 'Osaka Select Foods K.K.', country: 'JP' });
    const [masterId] = (await makeMasterProducts(t, [
      { barcode: '9421901881030', name: 'Manuka Honey UMF 15+', brand: 'Kiwi Bee' },
    ])) as [number];
    const file = (await uploadRfqAttachment(t, buyer.token)).body.data;
    const rfq = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, {
        productName: 'Manuka Honey UMF 15+ 250 g',
        masterProductId: masterId,
        barcode: '9421901881030',
        attachmentIds: [file.fileId],
        certifications: ['haccp', 'halal'],
      }),
    );
    const first = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const me = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const [myProductId] = (await makeSupplierProducts(t, me.supplierId, [
      { name: 'Manuka UMF 15+', masterProductId: masterId },
    ])) as [number];

    const before = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: me.token });
    expect(before.body.data).toMatchObject({
      id: rfq.id,
      barcode: '9421901881030',
      masterProductId: masterId,
      certifications: ['haccp', 'halal'],
      myQuote: null,
      myProductId,
      quotedByMe: false,
      buyerDetail: { id: buyer.buyerId, companyName: 'Osaka Select Foods K.K.', country: 'JP' },
      buyer: { id: buyer.buyerId, companyName: 'Osaka Select Foods K.K.', country: 'JP' },
    });
    expect(before.body.data.attachments).toMatchObject([{ fileId: file.fileId, mime: 'application/pdf' }]);
    expect(before.body.data.attachments[0]?.url).toMatch(/^\/api\//);

    await quoteRfq(t, first.token, quickQuote(rfq.id));
    await quoteRfq(t, me.token, quickQuote(rfq.id, { price: '18' }));
    const after = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: me.token });
    expect(after.body.data.myQuote).toMatchObject({ price: '18', position: 2, of: 10, state: 'submitted' });
    // The first company sees its own quote, never mine.
    const theirs = await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: first.token });
    expect(theirs.body.data.myQuote).toMatchObject({ price: '3.2', position: 1 });
    expect(theirs.body.data.myProductId).toBeNull();
  });

  it('is RECORD_NOT_FOUND for an RFQ that does not exist, and for buyers', async () => {
    const missing = await callApi(t, rfqCalls.info, { rfqId: 987_654 }, { token: reader.token });
    expect(missing.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(t, buyer.token, rfqInput(subId));
    expect((await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: buyer.token })).status).toBe(403);
  });
});

describe('rfq/buyer/open (Quote Now)', () => {
  it("lists a buyer's RFQs open for quotes now, none held, closed or of other buyers", async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const open1 = await postRfq(t, buyer.token, rfqInput(subId));
    const open2 = await postRfq(t, buyer.token, rfqInput(subId));
    await postRfq(t, buyer.token, rfqInput(subId, { remark: 'https://example.test' }));
    const cancelled = await postRfq(t, buyer.token, rfqInput(subId));
    await t.ctx.db
      .update(rfqs)
      .set({ state: 'closed', closeReason: 'cancelled', closedAt: new Date() })
      .where(eq(rfqs.id, cancelled.id));
    const other = await makeBuyerAndLogIn(t);
    await postRfq(t, other.token, rfqInput(subId));

    const result = await callApi(
      t,
      rfqCalls.openOfBuyer,
      { buyerId: buyer.buyerId },
      { token: reader.token },
    );
    expect(result.body.data.buyerId).toBe(buyer.buyerId);
    expect(result.body.data.rfqs.map((r) => r.id)).toEqual([open2.id, open1.id]);
    const nobody = await callApi(t, rfqCalls.openOfBuyer, { buyerId: 999_999 }, { token: reader.token });
    expect(nobody.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});
