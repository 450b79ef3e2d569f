import {
  buyerRfqCalls,
  ErrorCode,
  fileCalls,
  RFQ_LIMITS,
  referenceCalls,
  rfqCalls,
  translate,
  translationCalls,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, rfqs } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeMasterProducts } from '../../test/productFactories.js';
import { postRfq, rfqCategoryIds, rfqDay, rfqInput, uploadRfqAttachment } from '../../test/rfqFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let mainId: number;
let subId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ mainId, subId } = await rfqCategoryIds(t));
});
afterAll(() => t.close());

describe('buyer-app/category/linkage', () => {
  it("gives buyers the same category tree as the suppliers' cascader", async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const supplier = await signUpAndLogIn(t);
    const mine = await callApi(t, buyerRfqCalls.categories, {}, { token: buyer.token, lang: 'zh-CN' });
    const theirs = await callApi(t, referenceCalls.categories, {}, { token: supplier.token, lang: 'zh-CN' });
    expect(mine.body.code).toBe(0);
    expect(mine.body.data).toEqual(theirs.body.data);
    expect(mine.body.data).toHaveLength(6);
    // A supplier token does not open the buyers' call.
    expect((await callApi(t, buyerRfqCalls.categories, {}, { token: supplier.token })).status).toBe(403);
  });
});

describe('buyer-app/rfq/upload', () => {
  it('takes a PDF or a picture up to 5 MB, checked by content, as a private file of the buyer', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const pdf = await uploadRfqAttachment(t, buyer.token);
    expect(pdf.body.code).toBe(0);
    expect(pdf.body.data).toMatchObject({ mime: 'application/pdf', name: 'spec.pdf' });
    const png = await uploadRfqAttachment(t, buyer.token, { bytes: await imageBytes(), fileName: 'x.png' });
    expect(png.body.data).toMatchObject({ mime: 'image/png' });
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, pdf.body.data.fileId));
    expect(row).toMatchObject({ buyerId: buyer.buyerId, supplierId: null, purpose: 'rfqAttachment' });
    // Private: a fresh address for the buyer who uploaded it, nobody else.
    const link = (token: string) => callApi(t, fileCalls.link, { fileId: pdf.body.data.fileId }, { token });
    expect((await link(buyer.token)).body.data.fileId).toBe(pdf.body.data.fileId);
    const stranger = await makeBuyerAndLogIn(t);
    expect((await link(stranger.token)).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    expect((await link((await signUpAndLogIn(t)).token)).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);

    const fake = await uploadRfqAttachment(t, buyer.token, {
      bytes: Buffer.from('MZ not a pdf at all'),
      fileName: 'spec.pdf',
    });
    expect(fake.body.code).not.toBe(0);
    expect(fake.body.msg).toContain('PDF, JPG, PNG');
    const big = await uploadRfqAttachment(t, buyer.token, {
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(RFQ_LIMITS.attachmentMaxBytes)]),
      fileName: 'big.pdf',
    });
    expect(big.status).toBe(413);
  });

  it('is for buyers only', async () => {
    const supplier = await signUpAndLogIn(t);
    expect((await uploadRfqAttachment(t, supplier.token)).status).toBe(403);
  });
});

describe('buyer-app/rfq/create', () => {
  it('opens a clean RFQ at once, with its completeness stored and its attachments signed', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const file = (await uploadRfqAttachment(t, buyer.token)).body.data;
    const rfq = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, {
        productName: 'Acacia honey 250 g jar',
        barcode: '4006381333931',
        targetPrice: '2.5',
        targetCurrency: 'USD',
        shelfLifeDays: 540,
        certifications: ['haccp'],
        attachmentIds: [file.fileId],
        remark: 'Glass jars with tamper-evident lids, English labels.',
        maxQuotes: 5,
      }),
    );
    expect(rfq).toMatchObject({
      number: `RFQ-${String(rfq.id).padStart(6, '0')}`,
      productName: 'Acacia honey 250 g jar',
      category: { id: subId, mainCategory: 'food_beverage' },
      state: 'open',
      closeReason: null,
      flags: [],
      targetPrice: { amount: '2.5', currency: 'USD', unit: 'unit' },
      maxQuotes: 5,
      quotesLeft: 5,
      quoteCount: 0,
      newQuotes: 0,
      shelfLifeDays: 540,
      certifications: ['haccp'],
      expiresAt: `${rfqDay(30)}T23:59:59.999Z`,
    });
    expect(rfq.attachments.map((a) => a.fileId)).toEqual([file.fileId]);
    const [row] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    // target price 10 + shelf life 5 + certifications 5 + attachments 10 + remark 10
    expect(row).toMatchObject({ completeness: 40, mainCategoryId: mainId, state: 'open' });
    expect(row?.openedAt).not.toBeNull();
    // A buyer who is not verified, opened now: 40 + 20 (target price) + 20 (recent) = 80, featured.
    expect(rfq).toMatchObject({ score: 80, featured: true });
    expect(rfq.featuredReasons).toEqual(['complete', 'target_price', 'recent']);
  });

  it('takes a main category too, and defaults to 10 quotes', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(t, buyer.token, rfqInput(mainId));
    expect(rfq).toMatchObject({ category: { id: mainId }, maxQuotes: RFQ_LIMITS.maxQuotesDefault });
  });

  it('finds catalogue products for the form, and links a request to the one whose barcode it gives (a UPC-A in its EAN-13 form too)', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const [productId] = await makeMasterProducts(t, [
      { barcode: '036000291452', name: 'Rolled oats 1 kg', brand: 'Andes Mills' },
    ]);
    // The form's suggestions: the buyer finds it by words or by its barcode, and a supplier cannot ask.
    for (const keyword of ['rolled oats', '036000291452']) {
      const found = await callApi(t, buyerRfqCalls.catalogue, { keyword }, { token: buyer.token });
      expect(found.body.data.list.map((p) => [p.id, p.name, p.myProductId])).toContainEqual([
        productId,
        'Rolled oats 1 kg',
        null,
      ]);
    }
    const supplier = await signUpAndLogIn(t);
    const refused = await callApi(t, buyerRfqCalls.catalogue, { keyword: 'oats' }, { token: supplier.token });
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    const byBarcode = await postRfq(t, buyer.token, rfqInput(subId, { barcode: '0036000291452' }));
    const linked = async (id: number) =>
      (await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, id)))[0]?.masterProductId;
    expect(await linked(byBarcode.id)).toBe(productId);
    const unknownBarcode = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, { productName: 'Other thing', barcode: '96385074' }),
    );
    expect(await linked(unknownBarcode.id)).toBeNull();
    const unknownId = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { productName: 'Third thing', masterProductId: 2_000_000 }),
      { token: buyer.token },
    );
    expect(unknownId.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(unknownId)).toHaveProperty('masterProductId');
  });

  it('holds for review what the moderation rules flag: links, banned words, duplicates, no real text', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const link = await postRfq(
      t,
      buyer.token,
      rfqInput(subId, { remark: 'Details on www.example-shop.com please' }),
    );
    expect(link).toMatchObject({ state: 'review', flags: ['link'] });
    const banned = await postRfq(t, buyer.token, rfqInput(subId, { remark: 'Add me on WhatsApp' }));
    expect(banned).toMatchObject({ state: 'review', flags: ['banned_word'] });
    const empty = await postRfq(t, buyer.token, rfqInput(subId, { productName: '???' }));
    expect(empty.flags).toContain('empty_text');

    const first = await postRfq(t, buyer.token, rfqInput(subId, { productName: 'Oat milk 1 L' }));
    expect(first.state).toBe('open');
    const again = await postRfq(t, buyer.token, rfqInput(subId, { productName: '  OAT milk   1 l ' }));
    expect(again).toMatchObject({ state: 'review', flags: ['duplicate'] });
    // Another buyer asking for the same is no duplicate.
    const other = await makeBuyerAndLogIn(t);
    expect((await postRfq(t, other.token, rfqInput(subId, { productName: 'Oat milk 1 L' }))).state).toBe(
      'open',
    );

    const [held] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, link.id));
    expect(held?.openedAt).toBeNull();
  });

  it('answers a wrong form field by field in the caller’s language', async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const empty = await callApi(t, buyerRfqCalls.create, {} as never, { token: buyer.token });
    expect(empty.body.code).toBe(1000);
    expect(fieldsOf(empty)).toMatchObject({
      productName: translate('en', 'validation.rfqProductRequired'),
      categoryId: translate('en', 'validation.rfqCategoryRequired'),
      quantity: translate('en', 'validation.rfqQuantityRequired'),
      unit: translate('en', 'validation.unitRequired'),
      terms: translate('en', 'validation.termsRequired'),
      place: translate('en', 'validation.placeRequired'),
      expiresOn: translate('en', 'validation.rfqExpiryRequired'),
    });
    const noCurrency = await callApi(t, buyerRfqCalls.create, rfqInput(subId, { targetPrice: '3' }), {
      token: buyer.token,
      lang: 'ja',
    });
    expect(fieldsOf(noCurrency)).toEqual({ targetCurrency: translate('ja', 'validation.currencyRequired') });
  });

  it(`refuses an expiry more than ${RFQ_LIMITS.expiryMaxDays} days ahead, an unknown category and another buyer's file`, async () => {
    const buyer = await makeBuyerAndLogIn(t);
    const tooFar = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { expiresOn: rfqDay(RFQ_LIMITS.expiryMaxDays + 1) }),
      { token: buyer.token },
    );
    expect(tooFar.body.code).toBe(1000);
    expect(Object.keys(fieldsOf(tooFar))).toEqual(['expiresOn']);
    expect(fieldsOf(tooFar).expiresOn).toContain(translate('en', 'validation.rfqExpiryTooFar').slice(0, 20));
    const lastDay = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { expiresOn: rfqDay(RFQ_LIMITS.expiryMaxDays) }),
      { token: buyer.token },
    );
    expect(lastDay.body.code).toBe(0);

    const unknown = await callApi(t, buyerRfqCalls.create, rfqInput(999_999), { token: buyer.token });
    expect(fieldsOf(unknown)).toEqual({ categoryId: translate('en', 'validation.categoryUnknown') });

    const other = await makeBuyerAndLogIn(t);
    const theirs = (await uploadRfqAttachment(t, other.token)).body.data;
    const stolen = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { attachmentIds: [theirs.fileId] }),
      {
        token: buyer.token,
      },
    );
    expect(Object.keys(fieldsOf(stolen))).toEqual(['attachmentIds']);
  });

  it('is for buyers: a supplier is refused, and suppliers never see an RFQ held for review', async () => {
    const supplier = await signUpAndLogIn(t);
    const refused = await callApi(t, buyerRfqCalls.create, rfqInput(subId), { token: supplier.token });
    expect(refused.status).toBe(403);

    const buyer = await makeBuyerAndLogIn(t);
    const held = await postRfq(t, buyer.token, rfqInput(subId, { remark: 'see http://x.test' }));
    const info = await callApi(t, rfqCalls.info, { rfqId: held.id }, { token: supplier.token });
    expect(info.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const list = await callApi(t, rfqCalls.list, { pageSize: 100 }, { token: supplier.token });
    expect(list.body.data.list.map((r) => r.id)).not.toContain(held.id);
    // Nor translate it (trans/inquiry); an open one reaches the translation service (off here).
    const translateRfq = (rfqId: number) =>
      callApi(t, translationCalls.inquiry, { rfqId, target: 'zh' }, { token: supplier.token });
    expect((await translateRfq(held.id)).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const open = await postRfq(t, buyer.token, rfqInput(subId));
    expect((await translateRfq(open.id)).body.code).toBe(ErrorCode.TRANSLATION_OFF);
  });
});
