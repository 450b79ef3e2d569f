import { chatCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi } from '../../test/factories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

/** A supplier and a buyer who exchanged these texts (buyer's when prefixed "buyer:"), oldest first. */
async function conversationOf(texts: string[]) {
  const pair = await kit.supplierAndBuyer();
  const ids: number[] = [];
  for (const text of texts) {
    const message = text.startsWith('buyer:')
      ? await send(pair.buyerSocket, { supplierId: pair.supplier.supplierId, content: text.slice(6) })
      : await send(pair.supplierSocket, { buyerId: pair.buyer.buyerId, content: text });
    ids.push(stored(message).id);
  }
  return { ...pair, ids };
}

const search = (token: string, keyword: string, page: { pageIndex?: number; pageSize?: number } = {}) =>
  callApi(t, chatCalls.search, { keyword, ...page }, { token });

/** The highlighted parts of a hit's snippet. */
const marked = (hit: { snippet: string; highlights: { start: number; length: number }[] }) =>
  hit.highlights.map((h) => hit.snippet.slice(h.start, h.start + h.length));

describe('search my conversations (chat/retrieval)', () => {
  it('finds English words in any case, as a prefix, whole words first, then newest', async () => {
    const { supplier, buyer, ids } = await conversationOf([
      'Our extra virgin Olive Oil ships in 5 L tins',
      'buyer:Do you also sell toilet paper?',
      'Unrelated: the weather is fine',
      'buyer:What is the OIL price per pallet?',
    ]);
    const found = await search(supplier.token, 'oil');
    expect(found.body.code).toBe(0);
    const hits = found.body.data.list;
    // Whole word "oil" (newest first), then "toilet" though it is newer than the first.
    expect(hits.map((h) => h.messageId)).toEqual([ids[3], ids[0], ids[1]]);
    expect(hits[0]).toMatchObject({
      conversationId: expect.any(Number),
      buyer: { id: buyer.buyerId, name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' },
      senderKind: 'buyer',
      snippet: 'What is the OIL price per pallet?',
    });
    expect(marked(hits[0]!)).toEqual(['OIL']);
    expect(marked(hits[2]!)).toEqual(['oil']);
    const prefix = await search(supplier.token, 'Oliv virg');
    expect(prefix.body.data.list.map((h) => h.messageId)).toEqual([ids[0]]);
    expect(marked(prefix.body.data.list[0]!)).toEqual(['virg', 'Oliv']);
  });

  it('finds Chinese words inside a longer sentence, from two characters', async () => {
    const sentence = '您好，我们公司长期采购西班牙特级初榨橄榄油，请问最低起订量是多少？另外需要中文标签。';
    const { supplier, ids } = await conversationOf([`buyer:${sentence}`, '我们的价格包含运费']);
    for (const keyword of ['橄榄油', '榄油', '起订量 中文']) {
      const hits = (await search(supplier.token, keyword)).body.data.list;
      expect(
        hits.map((h) => h.messageId),
        keyword,
      ).toEqual([ids[0]]);
    }
    const hit = (await search(supplier.token, '橄榄油')).body.data.list[0]!;
    expect(hit.snippet).toBe(sentence);
    expect(marked(hit)).toEqual(['橄榄油']);
    expect((await search(supplier.token, '橄榄果')).body.data.total).toBe(0);
  });

  it('finds Japanese words in kanji and katakana', async () => {
    const { supplier, ids } = await conversationOf([
      'お見積りを添付しましたので、ご確認をお願いいたします。',
      'buyer:オリーブオイル 500ml を 2 パレット注文したいです。',
      'buyer:ありがとうございます。',
    ]);
    expect((await search(supplier.token, '見積')).body.data.list.map((h) => h.messageId)).toEqual([ids[0]]);
    const olive = (await search(supplier.token, 'オリーブ')).body.data.list;
    expect(olive.map((h) => h.messageId)).toEqual([ids[1]]);
    expect(marked(olive[0]!)).toEqual(['オリーブ']);
  });

  it("never shows another company's messages", async () => {
    const mine = await conversationOf(['Secret price list for the olive oil']);
    const theirs = await conversationOf(['Their olive oil offer', 'buyer:Their olive oil question']);
    const hits = (await search(mine.supplier.token, 'olive oil')).body.data;
    expect(hits.total).toBe(1);
    expect(hits.list.map((h) => h.messageId)).toEqual(mine.ids);
    const other = (await search(theirs.supplier.token, 'secret')).body.data;
    expect(other.total).toBe(0);
    expect((await search(mine.buyer.token, 'olive')).status).toBe(403);
  });

  it('pages the hits with a total, newest first among equal matches', async () => {
    const { supplier, ids } = await conversationOf([1, 2, 3, 4, 5].map((n) => `Pallet ${n}: sunflower oil`));
    const pages = [];
    for (const pageIndex of [1, 2, 3]) {
      const page = (await search(supplier.token, 'sunflower', { pageIndex, pageSize: 2 })).body.data;
      expect(page.total).toBe(5);
      pages.push(...page.list.map((h) => h.messageId));
    }
    expect(pages).toEqual([...ids].reverse());
  });

  it('asks for 2 to 100 characters', async () => {
    const { supplier } = await conversationOf(['Hello']);
    const short = await search(supplier.token, ' a ');
    expect(short.body.code).toBe(1000);
    expect(short.body.data).toMatchObject({ fields: { keyword: 'Enter at least 2 characters to search' } });
    expect((await search(supplier.token, 'x'.repeat(101))).body.code).toBe(1000);
    expect((await search(supplier.token, '%_')).body.data.total).toBe(0);
  });
});
