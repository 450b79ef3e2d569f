import { buyerAppCalls, chatCalls, ErrorCode, quotationCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

/** A supplier with a quotation over its two products, and a buyer it can chat with. */
async function quotationAndBuyer() {
  const supplier = await supplierWithProducts(t, { showroom: 'open' });
  const quotation = (
    await createQuotation(t, supplier.token, quotationInput([supplier.honey.id, supplier.crackers.id]))
  ).body.data;
  const buyer = await makeBuyerAndLogIn(t, { name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' });
  return { supplier, quotation, buyer };
}

async function sendCard(token: string, buyerId: number, quotationId: number) {
  const socket = await kit.socketOf(token);
  return stored(await send(socket, { buyerId, type: 3, quotationId }));
}

describe('quotation versions', () => {
  it('keeps the full content of every version and says what changed from the one before', async () => {
    const { token, honey, crackers } = await supplierWithProducts(t);
    const created = (await createQuotation(t, token, quotationInput([honey.id, crackers.id]))).body.data;
    await callApi(
      t,
      quotationCalls.update,
      {
        ...quotationInput([]),
        id: created.id,
        terms: 'CIF',
        lines: [
          { productId: crackers.id, price: '0.75' },
          { productId: honey.id, price: '12.50' },
        ],
      },
      { token },
    );
    await callApi(
      t,
      quotationCalls.update,
      {
        ...quotationInput([]),
        id: created.id,
        terms: 'CIF',
        lines: [{ productId: crackers.id, price: '0.70' }],
      },
      { token },
    );
    const versions = await callApi(t, quotationCalls.versions, { id: created.id }, { token });
    expect(versions.body.code).toBe(0);
    const list = versions.body.data;
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(list[2]?.changes).toBeNull();
    expect(list[2]?.content).toMatchObject({ terms: 'FOB', note: 'Margin 18 %' });
    expect(list[2]?.content.lines.map((l) => [l.productName, l.price])).toEqual([
      ['Manuka Honey 500 g', '12.5'],
      ['Oat Crackers 200 g', '12.5'],
    ]);
    expect(list[1]?.changes).toEqual({
      fields: [{ field: 'terms', from: 'FOB', to: 'CIF' }],
      linesAdded: [],
      linesRemoved: [],
      linesChanged: [
        {
          code: '96385074',
          productName: 'Oat Crackers 200 g',
          fields: [{ field: 'price', from: '12.5', to: '0.75' }],
        },
      ],
    });
    expect(list[0]?.changes).toMatchObject({
      fields: [],
      linesRemoved: [{ productName: 'Manuka Honey 500 g' }],
      linesChanged: [
        { productName: 'Oat Crackers 200 g', fields: [{ field: 'price', from: '0.75', to: '0.7' }] },
      ],
    });
    expect(list[0]?.savedBy).toEqual(expect.any(String));
    // Another company sees nothing of it.
    const other = await signUpAndLogIn(t);
    const foreign = await callApi(t, quotationCalls.versions, { id: created.id }, { token: other.token });
    expect(foreign.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});

describe('duplicating a quotation', () => {
  it('makes a new draft with a new number, version 1 and the same terms and lines', async () => {
    const { supplier, quotation, buyer } = await quotationAndBuyer();
    await sendCard(supplier.token, buyer.buyerId, quotation.id);
    const copy = await callApi(t, quotationCalls.duplicate, { id: quotation.id }, { token: supplier.token });
    expect(copy.body.code).toBe(0);
    expect(copy.body.data).toMatchObject({
      name: quotation.name,
      terms: quotation.terms,
      version: 1,
      isDraft: true,
      sendCount: 0,
      note: 'Margin 18 %',
    });
    expect(copy.body.data.id).not.toBe(quotation.id);
    expect(copy.body.data.number).not.toBe(quotation.number);
    expect(copy.body.data.lines.map((l) => [l.productId, l.price])).toEqual(
      quotation.lines.map((l) => [l.productId, l.price]),
    );
    const versions = await callApi(
      t,
      quotationCalls.versions,
      { id: copy.body.data.id },
      { token: supplier.token },
    );
    expect(versions.body.data.map((v) => v.version)).toEqual([1]);
    const other = await signUpAndLogIn(t);
    const foreign = await callApi(t, quotationCalls.duplicate, { id: quotation.id }, { token: other.token });
    expect(foreign.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});

describe('deleting and archiving', () => {
  it('deletes a draft with its versions; another company cannot', async () => {
    const { token, honey } = await supplierWithProducts(t);
    const draft = (await createQuotation(t, token, quotationInput([honey.id]))).body.data;
    expect(draft.isDraft).toBe(true);
    const other = await signUpAndLogIn(t);
    const foreign = await callApi(t, quotationCalls.delete, { id: draft.id }, { token: other.token });
    expect(foreign.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    const deleted = await callApi(t, quotationCalls.delete, { id: draft.id }, { token });
    expect(deleted.body.code).toBe(0);
    expect((await callApi(t, quotationCalls.info, { id: draft.id }, { token })).body.code).toBe(
      ErrorCode.RECORD_NOT_FOUND,
    );
    expect((await callApi(t, quotationCalls.list, {}, { token })).body.data.total).toBe(0);
  });

  it('refuses to delete a sent quotation; archives it out of the list and pickers, and restores it', async () => {
    const { supplier, quotation, buyer } = await quotationAndBuyer();
    const token = supplier.token;
    await sendCard(token, buyer.buyerId, quotation.id);
    const refused = await callApi(t, quotationCalls.delete, { id: quotation.id }, { token, lang: 'en' });
    expect(refused.body.code).toBe(ErrorCode.QUOTATION_SENT);
    expect(refused.body.msg).toMatch(/archive it instead/);
    expect((await callApi(t, quotationCalls.info, { id: quotation.id }, { token })).body.data.id).toBe(
      quotation.id,
    );

    const other = await signUpAndLogIn(t);
    const foreign = await callApi(
      t,
      quotationCalls.archive,
      { id: quotation.id, archived: true },
      { token: other.token },
    );
    expect(foreign.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);

    const archived = await callApi(
      t,
      quotationCalls.archive,
      { id: quotation.id, archived: true },
      { token },
    );
    expect(archived.body.data).toMatchObject({ id: quotation.id, isArchived: true, isDraft: false });
    expect((await callApi(t, quotationCalls.list, {}, { token })).body.data.total).toBe(0);
    const shelf = await callApi(t, quotationCalls.list, { archived: true }, { token });
    expect(shelf.body.data.list.map((q) => q.id)).toEqual([quotation.id]);
    expect((await callApi(t, quotationCalls.select, {}, { token })).body.data).toEqual([]);
    expect((await callApi(t, chatCalls.lastQuotation, {}, { token })).body.data.quotation).toBeNull();
    const socket = await kit.socketOf(token);
    const resend = await send(socket, { buyerId: buyer.buyerId, type: 3, quotationId: quotation.id });
    expect(resend).toMatchObject({ ok: false, code: ErrorCode.VALIDATION });

    const restored = await callApi(
      t,
      quotationCalls.archive,
      { id: quotation.id, archived: false },
      { token },
    );
    expect(restored.body.data.isArchived).toBe(false);
    expect((await callApi(t, quotationCalls.list, {}, { token })).body.data.list.map((q) => q.id)).toEqual([
      quotation.id,
    ]);
  });
});

describe('sent to and viewed', () => {
  it('lists each send (buyer, version, time); only the recipient buyer opening it marks it viewed', async () => {
    const { supplier, quotation, buyer } = await quotationAndBuyer();
    const token = supplier.token;
    const card = await sendCard(token, buyer.buyerId, quotation.id);
    const sends = async () =>
      (await callApi(t, quotationCalls.sends, { id: quotation.id }, { token })).body.data;
    expect(await sends()).toEqual([
      {
        messageId: card.id,
        buyer: { id: buyer.buyerId, name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' },
        version: 1,
        sentAt: card.createdAt,
        viewedAt: null,
      },
    ]);
    const summary = async () => (await callApi(t, quotationCalls.list, {}, { token })).body.data.list[0];
    expect(await summary()).toMatchObject({
      isDraft: false,
      sendCount: 1,
      viewedCount: 0,
      lastSentAt: card.createdAt,
    });

    // The supplier opening its own card is not a view.
    expect((await callApi(t, chatCalls.quotationInfo, { messageId: card.id }, { token })).body.code).toBe(0);
    // Another buyer cannot open it, and nothing is recorded.
    const stranger = await makeBuyerAndLogIn(t);
    const refused = await callApi(
      t,
      buyerAppCalls.quotationInfo,
      { messageId: card.id },
      { token: stranger.token },
    );
    expect(refused.body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    expect((await sends())[0]?.viewedAt).toBeNull();

    const opened = await callApi(
      t,
      buyerAppCalls.quotationInfo,
      { messageId: card.id },
      { token: buyer.token },
    );
    expect(opened.body.code).toBe(0);
    const firstView = (await sends())[0]?.viewedAt;
    expect(firstView).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await callApi(t, buyerAppCalls.quotationInfo, { messageId: card.id }, { token: buyer.token });
    expect((await sends())[0]?.viewedAt).toBe(firstView);
    expect(await summary()).toMatchObject({ sendCount: 1, viewedCount: 1 });

    // A second send of the revised version is its own row, not yet viewed.
    await callApi(
      t,
      quotationCalls.update,
      { ...quotationInput([supplier.honey.id]), id: quotation.id },
      { token },
    );
    const again = await sendCard(token, buyer.buyerId, quotation.id);
    expect((await sends()).map((s) => [s.messageId, s.version, s.viewedAt === null])).toEqual([
      [again.id, 2, true],
      [card.id, 1, false],
    ]);
    const other = await signUpAndLogIn(t);
    expect(
      (await callApi(t, quotationCalls.sends, { id: quotation.id }, { token: other.token })).body.code,
    ).toBe(ErrorCode.RECORD_NOT_FOUND);
  });
});
