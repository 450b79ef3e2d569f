import { randomUUID } from 'node:crypto';
import { buyerAppCalls, chatCalls, productCalls, quotationCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/index.js';
import { type ChatKit, nextMessage, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

describe('product and quotation cards', () => {
  it('sends a product of mine as a card, and refuses another company’s product', async () => {
    const { supplier, buyer, buyerSocket } = await kit.supplierAndBuyer();
    const other = await signUpAndLogIn(t);
    const mine = await callApi(
      t,
      productCalls.create,
      { barcode: '4006381333931', mid: 'HN-1', name: 'Manuka Honey 250 g', specs: ['250 g'] },
      { token: supplier.token },
    );
    const theirs = await callApi(
      t,
      productCalls.create,
      { barcode: '4006381333931', mid: 'X', name: 'Not yours' },
      { token: other.token },
    );
    const arriving = nextMessage(buyerSocket, buyer.code);
    const card = await callApi(
      t,
      chatCalls.sendProduct,
      { buyerId: buyer.buyerId, productId: mine.body.data.id, clientId: randomUUID() },
      { token: supplier.token },
    );
    expect(card.body.data).toMatchObject({
      type: 2,
      product: { name: 'Manuka Honey 250 g', specs: ['250 g'] },
    });
    expect((await arriving).product?.productId).toBe(mine.body.data.id);
    const refused = await callApi(
      t,
      chatCalls.sendProduct,
      { buyerId: buyer.buyerId, productId: theirs.body.data.id, clientId: randomUUID() },
      { token: supplier.token },
    );
    expect(refused.body.code).toBe(2000);
  });

  it('sends a quotation card; both sides open it as it is now; expired and foreign quotations are refused', async () => {
    const { supplier, buyer, supplierSocket, buyerSocket } = await kit.supplierAndBuyer();
    const other = await signUpAndLogIn(t);
    const product = async (token: string) =>
      (
        await callApi(
          t,
          productCalls.create,
          { barcode: '4006381333931', mid: 'HN-9', name: 'Manuka Honey 1 kg' },
          { token },
        )
      ).body.data.id;
    const quotationOf = async (token: string, productId: number, name: string) =>
      (
        await callApi(
          t,
          quotationCalls.create,
          {
            name,
            terms: 'FOB',
            place: 'shanghai',
            currency: 'USD',
            expiresOn: `${new Date().getUTCFullYear() + 1}-06-30`,
            note: 'Margin 18 %',
            lines: [{ productId, price: '12.50' }],
          },
          { token },
        )
      ).body.data;
    const mine = await quotationOf(supplier.token, await product(supplier.token), 'Spring list');
    const foreign = await quotationOf(other.token, await product(other.token), 'Not yours');
    const none = await callApi(t, chatCalls.lastQuotation, {}, { token: supplier.token });
    expect(none.body.data.quotation).toBeNull();

    const arriving = nextMessage(buyerSocket, buyer.code);
    const card = stored(
      await send(supplierSocket, { buyerId: buyer.buyerId, type: 3, quotationId: mine.id }),
    );
    expect(card.quotation).toMatchObject({
      quotationId: mine.id,
      version: 1,
      number: mine.number,
      name: 'Spring list',
      currency: 'USD',
      lineCount: 1,
    });
    expect((await arriving).quotation?.quotationId).toBe(mine.id);
    const last = await callApi(t, chatCalls.lastQuotation, {}, { token: supplier.token });
    expect(last.body.data.quotation?.id).toBe(mine.id);

    await callApi(
      t,
      quotationCalls.update,
      {
        id: mine.id,
        name: 'Spring list (revised)',
        terms: 'CIF',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: `${new Date().getUTCFullYear() + 1}-07-31`,
        note: 'Margin 18 %',
        lines: [{ productId: mine.lines[0]?.productId, price: '11.90' }],
      },
      { token: supplier.token },
    );
    const asBuyer = await callApi(
      t,
      buyerAppCalls.quotationInfo,
      { messageId: card.id },
      { token: buyer.token },
    );
    expect(asBuyer.body.data).toMatchObject({ sentVersion: 1, supplier: { id: supplier.supplierId } });
    expect(asBuyer.body.data.quotation).toMatchObject({
      version: 2,
      name: 'Spring list (revised)',
      note: null,
    });
    expect(asBuyer.body.data.quotation.lines[0]?.price).toBe('11.9');
    const asSupplier = await callApi(
      t,
      chatCalls.quotationInfo,
      { messageId: card.id },
      { token: supplier.token },
    );
    expect(asSupplier.body.data.quotation.note).toBe('Margin 18 %');
    const outsider = await callApi(
      t,
      chatCalls.quotationInfo,
      { messageId: card.id },
      { token: other.token },
    );
    expect(outsider.body.code).not.toBe(0);

    const refusedForeign = await send(supplierSocket, {
      buyerId: buyer.buyerId,
      type: 3,
      quotationId: foreign.id,
    });
    expect(refusedForeign).toMatchObject({ ok: false, code: 1000 });
    await t.ctx.db.update(quotations).set({ expiresOn: '2020-01-01' }).where(eq(quotations.id, mine.id));
    const refusedExpired = await send(supplierSocket, {
      buyerId: buyer.buyerId,
      type: 3,
      quotationId: mine.id,
    });
    expect(refusedExpired).toMatchObject({
      ok: false,
      fields: {
        quotationId: 'This quotation has expired: give it a later expiration date before sending it',
      },
    });
    const expiredLast = await callApi(t, chatCalls.lastQuotation, {}, { token: supplier.token });
    expect(expiredLast.body.data.quotation).toBeNull();
  });
});
