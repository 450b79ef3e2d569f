import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  apiPaths,
  buyerRfqCalls,
  type ChatMessage,
  type MyRfq,
  type MyRfqQuote,
  type PostRfq,
  type QuickQuote,
  rfqCalls,
} from '@sc/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { categories } from '../db/schema/index.js';
import { makeBuyerAndLogIn } from './buyerFactories.js';
import { type ChatKit, startChatApp } from './chatFactories.js';
import { callApi } from './factories.js';
import { PDF_BYTES, postMultipart } from './productFactories.js';
import type { TestSocket } from './socketClient.js';
import type { TestApp } from './testApp.js';

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const rfqDay = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A seeded main category and one of its sub-categories (by main category code, default food). */
export async function rfqCategoryIds(t: TestApp, code = 'food_beverage') {
  const [main] = await t.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.code, code), isNull(categories.parentId)));
  if (!main) throw new Error(`no main category ${code}`);
  const [sub] = await t.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, main.id))
    .limit(1);
  if (!sub) throw new Error(`no sub-category under ${code}`);
  return { mainId: main.id, subId: sub.id };
}

/** A fresh test app with its chat kit (quotes post chat cards) and a seeded sub-category to file RFQs under. */
export async function startRfqChatApp(): Promise<{ t: TestApp; kit: ChatKit; subId: number }> {
  const { t, kit } = await startChatApp();
  const { subId } = await rfqCategoryIds(t);
  return { t, kit, subId };
}

/** A new buyer and the RFQ they posted (the form as rfqInput makes it, with overrides). */
export async function buyerWithRfq(t: TestApp, categoryId: number, overrides: Partial<PostRfq> = {}) {
  const buyer = await makeBuyerAndLogIn(t);
  const rfq = await postRfq(t, buyer.token, rfqInput(categoryId, overrides));
  return { buyer, rfq };
}

/** A complete, unflagged RFQ form (a unique product name, so the duplicate rule never fires by chance). */
export function rfqInput(categoryId: number, overrides: Partial<PostRfq> = {}): PostRfq {
  return {
    productName: `Manuka honey 500 g ${randomBytes(3).toString('hex')}`,
    categoryId,
    quantity: 2000,
    unit: 'unit',
    terms: 'FOB',
    place: 'shanghai',
    expiresOn: rfqDay(30),
    ...overrides,
  };
}

/** Posts an RFQ as a buyer; throws unless it succeeds. */
export async function postRfq(t: TestApp, token: string, input: PostRfq): Promise<MyRfq> {
  const posted = await callApi(t, buyerRfqCalls.create, input, { token });
  if (posted.body.code !== 0) throw new Error(`rfq post failed: ${JSON.stringify(posted.body)}`);
  return posted.body.data;
}

/** Uploads an RFQ attachment as a buyer (a PDF by default). */
export function uploadRfqAttachment(
  t: TestApp,
  token: string,
  file: { bytes: Buffer; fileName: string } = { bytes: PDF_BYTES, fileName: 'spec.pdf' },
) {
  return postMultipart(t, token, `${API_BASE}${apiPaths.buyerAppRfqUpload}`, {}, file);
}

/** A complete quick quote on an RFQ. */
export function quickQuote(rfqId: number, overrides: Partial<QuickQuote> = {}): QuickQuote {
  return { rfqId, price: '3.20', currency: 'USD', unit: 'unit', terms: 'FOB', ...overrides };
}

/** Quotes an RFQ as a supplier; throws unless it succeeds. */
export async function quoteRfq(t: TestApp, token: string, input: QuickQuote): Promise<MyRfqQuote> {
  const quoted = await callApi(t, rfqCalls.quote, input, { token });
  if (quoted.body.code !== 0) throw new Error(`quote failed: ${JSON.stringify(quoted.body)}`);
  return quoted.body.data;
}

/** The first `message<code>` event that matches (earlier deliveries may still be arriving). */
export function messageArriving(
  socket: TestSocket,
  code: string,
  matches: (message: ChatMessage) => boolean,
): Promise<ChatMessage> {
  return new Promise((resolve) => {
    const listener = (message: ChatMessage) => {
      if (!matches(message)) return;
      socket.off(`message${code}`, listener);
      resolve(message);
    };
    socket.on(`message${code}`, listener);
  });
}
