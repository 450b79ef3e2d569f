import {
  type AttributeListDetail,
  buyerRfqCalls,
  consoleAttributeCalls,
  DELIVERY_PLACES,
  ErrorCode,
  productCalls,
  quotationCalls,
  quoteCalls,
  referenceCalls,
} from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf } from '../../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
import { rfqCategoryIds, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let supplier: Awaited<ReturnType<typeof supplierWithProducts>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await makeStaffAndLogIn(t, { realName: 'Lena Fischer', roleCode: 'catalogue_editor' });
  supplier = await supplierWithProducts(t);
});
afterAll(() => t.close());

const listOf = async (list: 'place' | 'unit' | 'currency' | 'language') => {
  const result = await callApi(t, consoleAttributeCalls.list, { list }, { token: editor.token });
  expect(result.body.code).toBe(0);
  return result.body.data as AttributeListDetail;
};
const optionOf = (detail: AttributeListDetail, value: string) =>
  detail.options.find((o) => o.value === value);
const names = (en: string | null = null, zh: string | null = null, ja: string | null = null) => ({
  en,
  zh,
  ja,
});
const update = (
  body: Parameters<typeof callApi<typeof consoleAttributeCalls.update>>[2],
  token = editor.token,
) => callApi(t, consoleAttributeCalls.update, body, { token });
const places = async (lang: string) =>
  (await callApi(t, referenceCalls.quotationPlaces, {}, { token: supplier.token, lang })).body.data;
const auditOf = (targetId: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'attribute'), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));

describe('attribute lists: who may edit them', () => {
  it('is the catalogue team: support agents and suppliers are refused', async () => {
    const agent = await makeStaffAndLogIn(t, { roleCode: 'support_agent' });
    for (const token of [agent.token, supplier.token]) {
      const listed = await callApi(t, consoleAttributeCalls.list, { list: 'place' }, { token });
      expect(listed.status).toBe(403);
      const changed = await update({ list: 'place', value: 'dalian', offered: false, names: names() }, token);
      expect(changed.status).toBe(403);
      expect(changed.body.code).toBe(ErrorCode.FORBIDDEN);
    }
    expect(await auditOf('place:dalian')).toHaveLength(0);
  });
});

describe('attribute lists reach attribute/select/*', () => {
  it('serves the built-in lists while the team has changed nothing', async () => {
    expect((await places('en')).map((o) => o.value)).toEqual([...DELIVERY_PLACES]);
    const detail = await listOf('place');
    expect(detail.options.every((o) => o.offered && o.names.en === null)).toBe(true);
    expect(optionOf(detail, 'shanghai')?.builtIn).toEqual({ en: 'Shanghai', zh: '上海', ja: '上海' });
  });

  it('answers in the team’s order, without the codes taken out, under its names in three languages', async () => {
    const order = [
      'ningbo',
      'shanghai',
      ...DELIVERY_PLACES.filter((p) => p !== 'ningbo' && p !== 'shanghai'),
    ];
    const reordered = await callApi(
      t,
      consoleAttributeCalls.reorder,
      { list: 'place', values: order },
      { token: editor.token },
    );
    expect(reordered.body.code).toBe(0);
    expect(reordered.body.data.options.map((o) => o.value)).toEqual(order);
    await update({ list: 'place', value: 'dalian', offered: false, names: names() });
    await update({
      list: 'place',
      value: 'shanghai',
      offered: true,
      names: names('Shanghai (Yangshan port)', '上海洋山港', '上海・洋山港'),
    });

    const expected = order.filter((p) => p !== 'dalian');
    const en = await places('en');
    expect(en.map((o) => o.value)).toEqual(expected);
    expect(en[1]).toEqual({ value: 'shanghai', label: 'Shanghai (Yangshan port)' });
    expect((await places('zh-CN'))[1]?.label).toBe('上海洋山港');
    expect((await places('ja'))[1]?.label).toBe('上海・洋山港');
    // A name left empty falls back to the built-in translation.
    expect((await places('zh-CN'))[0]).toEqual({ value: 'ningbo', label: '宁波' });

    await update({ list: 'currency', value: 'USD', offered: true, names: names(null, '美金', '') });
    const currencies = (
      await callApi(t, referenceCalls.currencyTypes, {}, { token: supplier.token, lang: 'zh-CN' })
    ).body.data;
    expect(currencies).toContainEqual({ value: 'USD', label: 'USD · 美金' });
    const usd = optionOf(await listOf('currency'), 'USD');
    expect(usd?.names).toEqual({ en: null, zh: '美金', ja: null });
  });

  it('keeps the unit every conversion goes through offered', async () => {
    const refused = await update({ list: 'unit', value: 'unit', offered: false, names: names() });
    expect(refused.body.code).toBe(ErrorCode.VALIDATION);
    expect(fieldsOf(refused).offered).toMatch(/always offered/);
    expect(optionOf(await listOf('unit'), 'unit')).toMatchObject({ offered: true, alwaysOffered: true });
    const units = await callApi(t, referenceCalls.unitMeasures, {}, { token: supplier.token });
    expect(units.body.data.map((o) => o.value)).toContain('unit');
    // Other units may go.
    expect((await update({ list: 'unit', value: 'pallet', offered: false, names: names() })).body.code).toBe(
      0,
    );
    const after = await callApi(t, referenceCalls.unitMeasures, {}, { token: supplier.token });
    expect(after.body.data.map((o) => o.value)).toEqual(['unit', 'pack', 'case']);
  });

  it('audits each change with what it was and what it became', async () => {
    const [renamed] = await auditOf('place:shanghai');
    expect(renamed).toMatchObject({ action: 'attribute.update', actorName: 'Lena Fischer' });
    expect(renamed?.details).toMatchObject({
      before: { offered: true, en: null },
      after: { offered: true, en: 'Shanghai (Yangshan port)', zh: '上海洋山港' },
    });
    const [withdrawn] = await auditOf('place:dalian');
    expect(withdrawn?.details).toMatchObject({ before: { offered: true }, after: { offered: false } });
    const [reordered] = await auditOf('place');
    expect(reordered).toMatchObject({ action: 'attribute.reorder' });
    expect(reordered?.details.after).toEqual(expect.arrayContaining(['ningbo', 'shanghai']));
    expect((reordered?.details.after as string[] | undefined)?.slice(0, 2)).toEqual(['ningbo', 'shanghai']);
  });
});

describe('a code taken out of its list', () => {
  it('shows how many rows use it, and refuses it on new writes while rows that had it keep it', async () => {
    const { token, honey, crackers } = supplier;
    const created = await createQuotation(
      t,
      token,
      quotationInput([honey.id, crackers.id], { place: 'xiamen', currency: 'EUR' }),
    );
    expect(created.body.code).toBe(0);
    const quotationId = created.body.data.id;
    const quote = await callApi(
      t,
      quoteCalls.create,
      { productId: honey.id, price: '9.5', currency: 'EUR', terms: 'FOB', expiresOn: '2099-12-31' },
      { token },
    );
    expect(quote.body.code).toBe(0);

    // "In use by N" before taking a code out.
    expect(optionOf(await listOf('place'), 'xiamen')).toMatchObject({
      inUse: 1,
      uses: [{ use: 'quotations', count: 1 }],
    });
    const eur = optionOf(await listOf('currency'), 'EUR');
    expect(eur?.inUse).toBe(2);
    expect(eur?.uses).toEqual(
      expect.arrayContaining([
        { use: 'quotations', count: 1 },
        { use: 'productQuotes', count: 1 },
      ]),
    );
    expect(optionOf(await listOf('unit'), 'unit')?.uses).toContainEqual({ use: 'quotationLines', count: 2 });

    await update({ list: 'place', value: 'xiamen', offered: false, names: names() });
    await update({ list: 'currency', value: 'EUR', offered: false, names: names() });

    // A new quotation may not use them…
    const refused = await createQuotation(
      t,
      token,
      quotationInput([honey.id], { place: 'xiamen', currency: 'EUR' }),
    );
    expect(refused.body.code).toBe(ErrorCode.ATTRIBUTE_NOT_OFFERED);
    expect(Object.keys(fieldsOf(refused)).sort()).toEqual(['currency', 'place']);
    expect(fieldsOf(refused).place).toMatch(/no longer offered/);
    const palletLine = await createQuotation(
      t,
      token,
      quotationInput([honey.id], { lines: [{ productId: honey.id, price: '2', priceUnit: 'pallet' }] }),
    );
    expect(fieldsOf(palletLine)).toHaveProperty(['lines.0.priceUnit']);

    // …the quotation that had them keeps them when saved again, but cannot switch to another withdrawn one.
    const kept = await callApi(
      t,
      quotationCalls.update,
      {
        id: quotationId,
        ...quotationInput([honey.id], { place: 'xiamen', currency: 'EUR', name: 'Renamed' }),
      },
      { token },
    );
    expect(kept.body.code).toBe(0);
    const switched = await callApi(
      t,
      quotationCalls.update,
      { id: quotationId, ...quotationInput([honey.id], { place: 'dalian', currency: 'EUR' }) },
      { token },
    );
    expect(fieldsOf(switched)).toHaveProperty('place');

    // Product quotes: a new one in EUR is refused, the existing EUR quote may be saved again.
    const newQuote = await callApi(
      t,
      quoteCalls.create,
      { productId: crackers.id, price: '1.2', currency: 'EUR', terms: 'FOB', expiresOn: '2099-12-31' },
      { token },
    );
    expect(newQuote.body.code).toBe(ErrorCode.ATTRIBUTE_NOT_OFFERED);
    const resaved = await callApi(
      t,
      quoteCalls.update,
      { id: quote.body.data.id, price: '9.9', currency: 'EUR', terms: 'FOB', expiresOn: '2099-12-31' },
      { token },
    );
    expect(resaved.body.code).toBe(0);

    // Offered again: new writes may use it.
    await update({ list: 'currency', value: 'EUR', offered: true, names: names() });
    const again = await createQuotation(t, token, quotationInput([honey.id], { currency: 'EUR' }));
    expect(again.body.code).toBe(0);
  });
});

describe("codes taken out of a list, on products and buyers' RFQs", () => {
  it('a product may not newly take a withdrawn pricing unit; a buyer may not post an RFQ with withdrawn codes', async () => {
    const product = {
      barcode: '4006381333931',
      mid: 'OWN-7',
      name: 'Acacia Honey',
      pricingUnit: 'pack' as const,
    };
    const made = await callApi(t, productCalls.create, product, { token: supplier.token });
    expect(made.body.code).toBe(0);
    await update({ list: 'unit', value: 'pack', offered: false, names: names() });
    await update({ list: 'currency', value: 'JPY', offered: false, names: names() });
    await update({ list: 'place', value: 'qingdao', offered: false, names: names() });

    // A new product per pack is refused on that field; the product that had it keeps it when saved again.
    const refused = await callApi(
      t,
      productCalls.create,
      { ...product, barcode: '5901234123457', mid: 'OWN-8' },
      { token: supplier.token },
    );
    expect(refused.body.code).toBe(ErrorCode.ATTRIBUTE_NOT_OFFERED);
    expect(Object.keys(fieldsOf(refused))).toEqual(['pricingUnit']);
    const resaved = await callApi(
      t,
      productCalls.update,
      { id: made.body.data.id, ...product, name: 'Acacia Honey 1 kg' },
      { token: supplier.token },
    );
    expect(resaved.body.code).toBe(0);
    const switched = await callApi(
      t,
      productCalls.update,
      { id: made.body.data.id, ...product, pricingUnit: 'case' },
      { token: supplier.token },
    );
    expect(switched.body.code).toBe(0);
    const back = await callApi(
      t,
      productCalls.update,
      { id: made.body.data.id, ...product },
      { token: supplier.token },
    );
    expect(fieldsOf(back)).toHaveProperty('pricingUnit');

    // A buyer's RFQ names the unit, currency and place the lists still offer.
    const buyer = await makeBuyerAndLogIn(t);
    const { subId } = await rfqCategoryIds(t);
    const posted = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { unit: 'pack', targetPrice: '100', targetCurrency: 'JPY', place: 'qingdao' }),
      { token: buyer.token },
    );
    expect(posted.body.code).toBe(ErrorCode.ATTRIBUTE_NOT_OFFERED);
    expect(Object.keys(fieldsOf(posted)).sort()).toEqual(['place', 'targetCurrency', 'unit']);
    const fine = await callApi(
      t,
      buyerRfqCalls.create,
      rfqInput(subId, { unit: 'case', targetPrice: '100', targetCurrency: 'USD', place: 'shanghai' }),
      { token: buyer.token },
    );
    expect(fine.body.code).toBe(0);

    for (const [list, value] of [
      ['unit', 'pack'],
      ['currency', 'JPY'],
      ['place', 'qingdao'],
    ] as const)
      await update({ list, value, offered: true, names: names() });
  });
});
