import { productCalls, quotationCalls, quoteCalls, showroomCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { call, callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, upload } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validProduct = { barcode: '4006381333931', mid: 'OWN-1', name: 'Wildflower Honey' };

describe('my products', () => {
  it('creates an own product with images and specs, edits it, and lists it', async () => {
    const { token } = await signUpAndLogIn(t);
    const image = await upload(t, token, await imageBytes('png'), 'front.png');
    const image2 = await upload(t, token, await imageBytes('jpeg'), 'back.jpg');
    expect(image.body.code).toBe(0);
    const created = await callApi(
      t,
      productCalls.create,
      {
        ...validProduct,
        imageIds: [image.body.data.fileId, image2.body.data.fileId],
        specs: ['500 g', 'Glass jar'],
        unitsPerCase: 12,
        origin: 'NZ',
      },
      { token },
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({
      kind: 'own',
      specs: ['500 g', 'Glass jar'],
      unitsPerCase: 12,
      origin: 'NZ',
    });
    expect(created.body.data.images.map((i) => i.name)).toEqual(['front.png', 'back.jpg']);
    const updated = await callApi(
      t,
      productCalls.update,
      { ...validProduct, id: created.body.data.id, name: 'Wildflower Honey 1 kg', specs: ['1 kg'] },
      { token },
    );
    expect(updated.body.data).toMatchObject({ name: 'Wildflower Honey 1 kg', specs: ['1 kg'], images: [] });
    const list = await callApi(t, productCalls.list, { keyword: 'wildflower' }, { token });
    expect(list.body.data.list.map((p) => p.id)).toEqual([created.body.data.id]);
    const all = await callApi(t, productCalls.listAll, {}, { token });
    expect(all.body.data).toHaveLength(1);
  });

  it('requires UPC/EAN, MID and name, and checks the barcode digit', async () => {
    const { token } = await signUpAndLogIn(t);
    const empty = await call(t, productCalls.create.path, {}, { token });
    expect((empty.body.data as { fields: Record<string, string> }).fields).toMatchObject({
      barcode: 'Please enter the UPC/EAN',
      mid: 'Please enter the manufacturer ID (MID)',
      name: 'Please enter the product name',
    });
    const badDigit = await callApi(
      t,
      productCalls.create,
      { ...validProduct, barcode: '4006381333932' },
      { token, lang: 'zh-CN' },
    );
    expect(fieldsOf(badDigit).barcode).toBe('请输入校验位正确的 UPC-A（12 位）、EAN-13 或 EAN-8');
  });

  it('keeps each supplier to its own products, quotes and files, by any id', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const image = await upload(t, a.token, await imageBytes(), 'secret.png');
    const product = await callApi(
      t,
      productCalls.create,
      { ...validProduct, imageIds: [image.body.data.fileId] },
      { token: a.token },
    );
    const quote = await callApi(
      t,
      quoteCalls.create,
      {
        productId: product.body.data.id,
        price: '9.5',
        currency: 'USD',
        terms: 'FOB',
        expiresOn: '2099-01-01',
      },
      { token: a.token },
    );
    const id = product.body.data.id;
    const quoteId = quote.body.data.id;
    const asB = { token: b.token };
    for (const [path, attempt] of [
      [productCalls.info.path, () => callApi(t, productCalls.info, { id }, asB)],
      [productCalls.update.path, () => callApi(t, productCalls.update, { ...validProduct, id }, asB)],
      [productCalls.delete.path, () => callApi(t, productCalls.delete, { id }, asB)],
      [quoteCalls.current.path, () => callApi(t, quoteCalls.current, { productId: id }, asB)],
      [quoteCalls.info.path, () => callApi(t, quoteCalls.info, { id: quoteId }, asB)],
      [quoteCalls.delete.path, () => callApi(t, quoteCalls.delete, { id: quoteId }, asB)],
      [
        quoteCalls.create.path,
        () =>
          callApi(
            t,
            quoteCalls.create,
            { productId: id, price: '1', currency: 'USD', terms: 'FOB', expiresOn: '2099-01-01' },
            asB,
          ),
      ],
    ] as const) {
      const result = await attempt();
      expect(result.body.code, path).toBe(2000);
    }
    expect((await callApi(t, productCalls.list, {}, asB)).body.data.total).toBe(0);
    expect((await callApi(t, quoteCalls.list, {}, asB)).body.data.total).toBe(0);
    const stolenImage = await callApi(
      t,
      productCalls.create,
      { ...validProduct, imageIds: [image.body.data.fileId] },
      asB,
    );
    expect(stolenImage.body.code).toBe(1000);
    expect((await callApi(t, productCalls.info, { id }, { token: a.token })).body.code).toBe(0);
  });

  it('deletes a product with its quotes', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = await callApi(t, productCalls.create, validProduct, { token });
    await callApi(
      t,
      quoteCalls.create,
      { productId: product.body.data.id, price: '3', currency: 'EUR', terms: 'CIF', expiresOn: '2099-12-31' },
      { token },
    );
    expect((await callApi(t, productCalls.delete, { id: product.body.data.id }, { token })).body.code).toBe(
      0,
    );
    expect((await callApi(t, productCalls.info, { id: product.body.data.id }, { token })).body.code).toBe(
      2000,
    );
    expect((await callApi(t, quoteCalls.list, {}, { token })).body.data.total).toBe(0);
  });
});

describe('deleting a product buyers can still meet', () => {
  it('refuses while it is in the showroom or an open quotation, saying why, and allows it after', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = (await callApi(t, productCalls.create, validProduct, { token })).body.data;
    const remove = (lang = 'en') =>
      callApi(t, productCalls.delete, { id: product.id }, { token, lang }).then((r) => r.body);

    await callApi(t, showroomCalls.add, { productIds: [product.id] }, { token });
    expect(await remove()).toMatchObject({
      code: 2002,
      msg: 'This product cannot be deleted: it is displayed in your showroom. Remove it from the showroom first.',
    });
    const quotation = await callApi(
      t,
      quotationCalls.create,
      {
        name: 'Honey list',
        terms: 'FOB',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: '2099-12-31',
        lines: [{ productId: product.id, price: '9.80' }],
      },
      { token },
    );
    const number = quotation.body.data.number;
    expect((await remove('zh-CN')).msg).toBe(
      `无法删除该产品：该产品正在您的展厅中展示，并被未过期的报价单 ${number} “Honey list” 使用，请先从两处移除。`,
    );
    await callApi(t, showroomCalls.remove, { productId: product.id }, { token });
    expect((await remove()).msg).toContain(`used by your open quotation ${number} “Honey list”`);

    // An expired quotation keeps its own copy of the product: deleting is allowed then.
    await t.ctx.db
      .update(quotations)
      .set({ expiresOn: '2020-01-01' })
      .where(eq(quotations.id, quotation.body.data.id));
    expect((await remove()).code).toBe(0);
    const kept = await callApi(t, quotationCalls.info, { id: quotation.body.data.id }, { token });
    expect(kept.body.data.lines[0]).toMatchObject({ productId: null, productName: 'Wildflower Honey' });
  });

  it('says before the confirm why a product cannot be deleted and what to do, by the same rule', async () => {
    const { token } = await signUpAndLogIn(t);
    const product = (await callApi(t, productCalls.create, validProduct, { token })).body.data;
    const check = (lang = 'en') =>
      callApi(t, productCalls.deleteCheck, { id: product.id }, { token, lang }).then((r) => r.body.data);

    expect(await check()).toEqual({ canDelete: true, reasons: [] });
    await callApi(t, showroomCalls.add, { productIds: [product.id] }, { token });
    expect(await check()).toEqual({
      canDelete: false,
      reasons: [
        { kind: 'showroom', message: 'It is displayed in your showroom. Remove it from My showroom first.' },
      ],
    });
    const quotation = await callApi(
      t,
      quotationCalls.create,
      {
        name: 'Honey list',
        terms: 'FOB',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: '2099-12-31',
        lines: [{ productId: product.id, price: '9.80' }],
      },
      { token },
    );
    const number = quotation.body.data.number;
    expect((await check()).reasons.map((r) => r.kind)).toEqual(['showroom', 'quotations']);
    await callApi(t, showroomCalls.remove, { productId: product.id }, { token });
    expect(await check('zh-CN')).toEqual({
      canDelete: false,
      reasons: [
        {
          kind: 'quotations',
          message: `该产品用于您未过期的报价单 ${number} “Honey list”。请编辑报价单将其移除，或等待报价单过期。`,
        },
      ],
    });
    // The delete keeps its own check: asking first changes nothing.
    expect((await callApi(t, productCalls.delete, { id: product.id }, { token })).body.code).toBe(2002);
    const other = await signUpAndLogIn(t);
    const foreign = await callApi(t, productCalls.deleteCheck, { id: product.id }, { token: other.token });
    expect(foreign.body.code).not.toBe(0);
  });
});
