import {
  type ChatMessage,
  type ChatQuotation,
  type Conversation,
  type History,
  type Lang,
  type LastQuotation,
  MESSAGE_TYPE,
  type Page,
  type SendMessage,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/isUniqueViolation.js';
import type { StoredProductCard, StoredQuotationCard } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { openContactInTx, recordBuyerWrote } from '../buyers/contacts.service.js';
import { findUsableFiles } from '../files/files.repository.js';
import { getFileRefsById } from '../files/files.service.js';
import { getProduct } from '../products/products.service.js';
import { toQuotationDto, toQuotationOptionDto } from '../quotations/quotations.presenter.js';
import { findLines, findQuotation } from '../quotations/quotations.repository.js';
import {
  appendToSettledConversation,
  type ConversationListRow,
  countConversations,
  countUnread,
  findLastSentQuotationId,
  findMessageByClientId,
  findOwnConversation,
  findQuotationMessageOfOwner,
  insertMessage,
  listConversations,
  listMessages,
  type MessageRow,
  markViewed,
  openConversation,
  recipientsOf,
  type Side,
  setStarred,
  touchBuyerOnline,
} from './chat.repository.js';

type SendInput = SendMessage & { content: string };

/** Message rows as JSON, with fresh signed URLs for their files and product pictures. */
export async function toChatMessages(ctx: AppContext, rows: MessageRow[]): Promise<ChatMessage[]> {
  const files = await getFileRefsById(
    ctx,
    rows.flatMap((r) => [r.fileId, r.product?.imageFileId].filter((id): id is string => Boolean(id))),
  );
  return rows.map((row) => {
    const file = row.fileId ? files.get(row.fileId) : undefined;
    const picture = row.product?.imageFileId ? files.get(row.product.imageFileId) : undefined;
    return {
      id: row.id,
      conversationId: row.conversationId,
      clientId: row.clientId,
      createCode: row.createCode,
      senderKind: row.senderKind,
      senderName: row.senderName,
      type: row.type,
      content: row.content,
      quotation: row.quotation ?? null,
      product: row.product
        ? {
            productId: row.product.productId,
            name: row.product.name,
            brand: row.product.brand,
            barcode: row.product.barcode,
            specs: row.product.specs,
            imageUrl: picture ? (picture.thumbUrl ?? picture.url) : null,
          }
        : null,
      file: file
        ? {
            fileId: file.fileId,
            name: file.name,
            mime: file.mime,
            size: file.size,
            url: file.url,
            thumbUrl: file.thumbUrl,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      viewedAt: row.viewedAt?.toISOString() ?? null,
    };
  });
}

async function toChatMessage(ctx: AppContext, row: MessageRow): Promise<ChatMessage> {
  const [message] = await toChatMessages(ctx, [row]);
  if (!message) throw new Error('message mapping returned nothing');
  return message;
}

/** What a supplier's message carries besides its text: a card of one of my products or quotations, or my file. */
async function supplierAttachment(ctx: AppContext, caller: SupplierCaller, input: SendInput, lang: Lang) {
  if (input.type === MESSAGE_TYPE.product) {
    const product = await getProduct(ctx, caller, input.productId ?? 0, lang);
    const card: StoredProductCard = {
      productId: product.id,
      name: product.name,
      brand: product.brand,
      barcode: product.barcode,
      specs: product.specs,
      imageFileId: product.images[0]?.fileId ?? null,
    };
    return { product: card, quotation: null, fileId: null };
  }
  if (input.type === MESSAGE_TYPE.quotation) {
    const found = await findQuotation(ctx.db, caller.supplierId, input.quotationId ?? 0);
    if (!found) throw new AppError('VALIDATION', { fields: { quotationId: 'validation.invalid' } });
    if (found.isExpired)
      throw new AppError('VALIDATION', { fields: { quotationId: 'validation.quotationExpired' } });
    const q = found.quotation;
    const card: StoredQuotationCard = {
      quotationId: q.id,
      version: q.version,
      number: q.number,
      name: q.name,
      terms: q.terms,
      place: q.place,
      currency: q.currency,
      expiresOn: q.expiresOn,
      lineCount: found.lineCount,
    };
    return { product: null, quotation: card, fileId: null };
  }
  if (input.type === MESSAGE_TYPE.pdf || input.type === MESSAGE_TYPE.image) {
    const [file] = await findUsableFiles(ctx.db, caller.supplierId, [input.fileId ?? '']);
    const fits =
      input.type === MESSAGE_TYPE.pdf ? file?.mime === 'application/pdf' : file?.mime.startsWith('image/');
    if (!file || !fits) throw new AppError('VALIDATION', { fields: { fileId: 'validation.invalid' } });
    return { product: null, quotation: null, fileId: file.id };
  }
  return { product: null, quotation: null, fileId: null };
}

/**
 * Who is on each side of a conversation, kept a few seconds per process: a busy conversation
 * needs the lookup once, and a new company user is heard from within RECIPIENTS_TTL_MS.
 */
const RECIPIENTS_TTL_MS = 10_000;
type Recipients = ReturnType<typeof recipientsOf>;
const recipientCache = new WeakMap<object, Map<string, { at: number; recipients: Recipients }>>();

function cachedRecipients(
  ctx: AppContext,
  conversation: { supplierId: number; buyerId: number },
): Recipients {
  let byPair = recipientCache.get(ctx.db);
  if (!byPair) {
    byPair = new Map();
    recipientCache.set(ctx.db, byPair);
  }
  const key = `${conversation.supplierId}:${conversation.buyerId}`;
  const hit = byPair.get(key);
  if (hit && Date.now() - hit.at < RECIPIENTS_TTL_MS) return hit.recipients;
  const recipients = recipientsOf(ctx.db, conversation);
  if (byPair.size > 10_000) byPair.clear();
  const kept = byPair;
  kept.set(key, { at: Date.now(), recipients });
  recipients.catch(() => kept.delete(key));
  return recipients;
}

/** Tells every user on both sides (the sender's other tabs too) about a stored message. */
async function deliver(
  ctx: AppContext,
  conversation: { supplierId: number; buyerId: number },
  message: ChatMessage,
) {
  const recipients = await cachedRecipients(ctx, conversation);
  ctx.chat.deliver(message, [...recipients.buyer, ...recipients.supplier]);
}

/**
 * A supplier user writes to a buyer. The first message to a new buyer, or the first reply to a
 * buyer-started conversation, spends one contact in the same transaction (SPEC 1); a retry with
 * the same clientId returns the stored message and stores nothing. Committed first, then delivered.
 */
export async function sendAsSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  input: SendInput,
  lang: Lang,
): Promise<ChatMessage> {
  const buyerId = input.buyerId;
  if (!buyerId) throw new AppError('VALIDATION', { fields: { buyerId: 'validation.invalid' } });
  const attachment = await supplierAttachment(ctx, caller, input, lang);
  const draft = {
    clientId: input.clientId,
    senderKind: 'supplier' as const,
    senderUserId: caller.userId,
    createCode: caller.adminCode,
    senderName: caller.realName,
    type: input.type,
    content: input.content.trim(),
    ...attachment,
  };
  const conversation = { supplierId: caller.supplierId, buyerId };
  const settled = await appendToSettledConversation(ctx.db, conversation, draft);
  // Otherwise the transaction: a new conversation, or a contact to open or answer (and pay for).
  // A retry with a stored clientId meets the (sender, clientId) key either way: the stored
  // message is answered, not a new one.
  const { row, notice } = settled
    ? { ...settled, notice: undefined }
    : await inTransaction(ctx, 'RECORD_NOT_FOUND', async (transaction) => {
        const tx = transaction as unknown as Database;
        const opened = await openConversation(tx, caller.supplierId, buyerId, 'supplier');
        // A conversation the supplier started has had its contact opened (and paid) with its first message.
        const contact =
          opened.isNew || opened.startedBy === 'buyer'
            ? await openContactInTx(tx, caller, buyerId)
            : { charged: false };
        // SPEC 3: a type-9999 notice tells my company a contact was spent; buyers never see notices.
        const notice = contact.charged
          ? await insertMessage(tx, {
              conversationId: opened.id,
              clientId: null,
              senderKind: 'system',
              senderUserId: null,
              createCode: caller.adminCode,
              senderName: 'Supplier Cloud',
              type: MESSAGE_TYPE.system,
              content: opened.startedBy === 'buyer' ? 'notice.replyCharged' : 'notice.contactCharged',
            })
          : undefined;
        const row = await insertMessage(tx, { conversationId: opened.id, ...draft });
        return { row, notice };
      });
  if (notice) {
    const recipients = await cachedRecipients(ctx, conversation);
    ctx.chat.deliver(await toChatMessage(ctx, notice), recipients.supplier);
  }
  // A simultaneous retry stored it first: answer with that one.
  const stored = row ?? (await findMessageByClientId(ctx.db, caller.userId, input.clientId));
  if (!stored) throw new Error('message neither inserted nor found');
  const message = await toChatMessage(ctx, stored);
  if (row) await deliver(ctx, conversation, message);
  return message;
}

/**
 * Runs a send's transaction; a foreign-key violation means the other party does not exist
 * (a buyer id or supplier id that is not there), answered with `missing`.
 */
async function inTransaction<T>(
  ctx: AppContext,
  missing: 'RECORD_NOT_FOUND' | 'VALIDATION',
  work: Parameters<AppContext['db']['transaction']>[0] extends (tx: infer X) => unknown
    ? (tx: X) => Promise<T>
    : never,
): Promise<T> {
  try {
    return (await ctx.db.transaction(work as never)) as T;
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw missing === 'VALIDATION'
      ? new AppError('VALIDATION', { fields: { supplierId: 'validation.invalid' } })
      : new AppError('RECORD_NOT_FOUND');
  }
}

/** Per database handle (tests run several apps in one process), per process. */
function perDatabase<T>(store: WeakMap<object, T>, ctx: AppContext, make: () => T): T {
  let value = store.get(ctx.db);
  if (value === undefined) {
    value = make();
    store.set(ctx.db, value);
  }
  return value;
}

/** Presence from sending: at most one write per buyer a minute. */
const touchedStore = new WeakMap<object, Map<number, number>>();
async function touchBuyerOnlineThrottled(ctx: AppContext, buyerId: number) {
  const touched = perDatabase(touchedStore, ctx, () => new Map<number, number>());
  if (Date.now() - (touched.get(buyerId) ?? 0) < 60_000) return;
  if (touched.size > 100_000) touched.clear();
  touched.set(buyerId, Date.now());
  await touchBuyerOnline(ctx.db, buyerId);
}

/** A buyer writes to a supplier company (text for now): a buyer-started conversation costs the supplier on its first reply. */
export async function sendAsBuyer(
  ctx: AppContext,
  caller: BuyerCaller,
  input: SendInput,
): Promise<ChatMessage> {
  const supplierId = input.supplierId;
  if (!supplierId) throw new AppError('VALIDATION', { fields: { supplierId: 'validation.invalid' } });
  if (input.type !== MESSAGE_TYPE.text)
    throw new AppError('VALIDATION', { fields: { type: 'validation.invalid' } });
  const draft = {
    clientId: input.clientId,
    senderKind: 'buyer' as const,
    senderUserId: caller.userId,
    createCode: caller.adminCode,
    senderName: caller.realName,
    type: MESSAGE_TYPE.text,
    content: input.content.trim(),
  };
  const conversation = { supplierId, buyerId: caller.buyerId };
  const { row } =
    (await appendToSettledConversation(ctx.db, conversation, draft)) ??
    (await inTransaction(ctx, 'VALIDATION', async (transaction) => {
      const tx = transaction as unknown as Database;
      const opened = await openConversation(tx, supplierId, caller.buyerId, 'buyer');
      await recordBuyerWrote(tx, supplierId, caller.buyerId);
      return { row: await insertMessage(tx, { conversationId: opened.id, ...draft }) };
    }));
  await touchBuyerOnlineThrottled(ctx, caller.buyerId);
  const stored = row ?? (await findMessageByClientId(ctx.db, caller.userId, input.clientId));
  if (!stored) throw new Error('message neither inserted nor found');
  const message = await toChatMessage(ctx, stored);
  if (row) await deliver(ctx, conversation, message);
  return message;
}

type Viewer = { side: 'supplier'; caller: SupplierCaller } | { side: 'buyer'; caller: BuyerCaller };
const ownerOf = (viewer: Viewer) =>
  viewer.side === 'supplier' ? viewer.caller.supplierId : viewer.caller.buyerId;

async function requireConversation(ctx: AppContext, viewer: Viewer, conversationId: number) {
  const conversation = await findOwnConversation(ctx.db, viewer.side, ownerOf(viewer), conversationId);
  if (!conversation) throw new AppError('RECORD_NOT_FOUND');
  return conversation;
}

function toConversation(row: ConversationListRow, side: Side, lastMessage: ChatMessage | null): Conversation {
  const c = row.conversation;
  return {
    id: c.id,
    buyer: {
      id: c.buyerId,
      code: row.buyerCode,
      name: row.buyerName,
      companyName: row.buyerCompany,
      country: row.buyerCountry,
      online: Date.now() - row.buyerLastOnlineAt.getTime() < 5 * 60_000,
      lastOnlineAt: row.buyerLastOnlineAt.getTime() === 0 ? null : row.buyerLastOnlineAt.toISOString(),
    },
    supplier: { id: c.supplierId, name: row.supplierName, country: row.supplierCountry },
    startedBy: c.startedBy,
    starred: side === 'supplier' ? c.supplierStarred : c.buyerStarred,
    unread: row.unread,
    lastMessage,
    lastMessageAt: lastMessage ? c.lastMessageAt.toISOString() : null,
  };
}

export async function listMyConversations(
  ctx: AppContext,
  viewer: Viewer,
  query: {
    tab: 'all' | 'starred';
    unreadOnly: boolean;
    keyword?: string | undefined;
    buyerId?: number | undefined;
    supplierId?: number | undefined;
    pageIndex: number;
    pageSize: number;
  },
): Promise<Page<Conversation>> {
  const { rows, total } = await listConversations(ctx.db, viewer.side, ownerOf(viewer), {
    tab: query.tab,
    unreadOnly: query.unreadOnly,
    keyword: query.keyword || undefined,
    otherId: viewer.side === 'supplier' ? query.buyerId : query.supplierId,
    offset: (query.pageIndex - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const last = await toChatMessages(
    ctx,
    rows.flatMap((r) => (r.lastMessage ? [r.lastMessage] : [])),
  );
  const lastById = new Map(last.map((m) => [m.id, m]));
  return {
    list: rows.map((r) =>
      toConversation(r, viewer.side, r.lastMessage ? (lastById.get(r.lastMessage.id) ?? null) : null),
    ),
    total,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** History newest first (paged back with beforeId), or what came after afterId (resync). */
export async function getHistory(
  ctx: AppContext,
  viewer: Viewer,
  query: {
    conversationId: number;
    beforeId?: number | undefined;
    afterId?: number | undefined;
    pageSize: number;
  },
): Promise<History> {
  await requireConversation(ctx, viewer, query.conversationId);
  const rows = await listMessages(ctx.db, query.conversationId, {
    withNotices: viewer.side === 'supplier',
    beforeId: query.beforeId,
    afterId: query.afterId,
    limit: query.pageSize + 1,
  });
  return {
    list: await toChatMessages(ctx, rows.slice(0, query.pageSize)),
    hasMore: rows.length > query.pageSize,
  };
}

/** Marks the other side's messages viewed and tells that side (the ticks turn to viewed). */
export async function viewMessages(ctx: AppContext, viewer: Viewer, conversationId: number, upToId: number) {
  const conversation = await requireConversation(ctx, viewer, conversationId);
  const marked = await markViewed(ctx.db, conversationId, viewer.side, upToId);
  if (marked) {
    const recipients = await cachedRecipients(ctx, conversation);
    const others = viewer.side === 'supplier' ? recipients.buyer : recipients.supplier;
    ctx.chat.viewed(
      { conversationId, upToId: marked.id, viewedAt: marked.viewedAt.toISOString() },
      others.map((u) => u.userId),
    );
  }
  return { viewed: marked?.id ?? null };
}

export async function starConversation(
  ctx: AppContext,
  viewer: Viewer,
  conversationId: number,
  starred: boolean,
) {
  await requireConversation(ctx, viewer, conversationId);
  await setStarred(ctx.db, viewer.side, conversationId, starred);
}

export const unreadCount = async (ctx: AppContext, viewer: Viewer) => ({
  count: await countUnread(ctx.db, viewer.side, ownerOf(viewer)),
});
export const conversationCounts = (ctx: AppContext, viewer: Viewer) =>
  countConversations(ctx.db, viewer.side, ownerOf(viewer));

/** A quotation card of my conversation, opened: the quotation as it is now; buyers never see its internal note. */
export async function openQuotationFromChat(
  ctx: AppContext,
  viewer: Viewer,
  messageId: number,
): Promise<ChatQuotation> {
  const sent = await findQuotationMessageOfOwner(ctx.db, viewer.side, ownerOf(viewer), messageId);
  const found = sent && (await findQuotation(ctx.db, sent.supplierId, sent.quotation.quotationId));
  if (!sent || !found) throw new AppError('RECORD_NOT_FOUND');
  const quotation = toQuotationDto(found, await findLines(ctx.db, found.quotation.id));
  return {
    messageId: sent.id,
    sentAt: sent.createdAt.toISOString(),
    sentVersion: sent.quotation.version,
    supplier: { id: sent.supplierId, name: sent.supplierName },
    quotation: viewer.side === 'buyer' ? { ...quotation, note: null } : quotation,
  };
}

/** "Use the last quotation": the one my company sent last in any chat, while it is open. */
export async function lastSentQuotation(ctx: AppContext, caller: SupplierCaller): Promise<LastQuotation> {
  const id = await findLastSentQuotationId(ctx.db, caller.supplierId);
  const found = id ? await findQuotation(ctx.db, caller.supplierId, id) : undefined;
  return { quotation: found && !found.isExpired ? toQuotationOptionDto(found) : null };
}
