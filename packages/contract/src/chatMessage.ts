import { z } from 'zod';
import { ClientIdSchema, FileIdSchema, idNumber, multiLineText } from './common.js';

/** Chat message types (SPEC 3: 9999 is the special type for system notices). */
export const MESSAGE_TYPE = {
  text: 1,
  product: 2,
  quotation: 3,
  pdf: 4,
  image: 5,
  /** A quick quote on an RFQ (sent by the server when the quote is made or revised). */
  rfqQuote: 6,
  system: 9999,
} as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];
export const CHAT_LIMITS = { textMax: 4000, historyPage: 30 } as const;

/** A product as a chat card: a snapshot, so the message reads the same after the product changes. */
export const ProductCardSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  barcode: z.string(),
  imageUrl: z.string().nullable(),
  specs: z.array(z.string()),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** A quotation as a chat card: the version that was sent; the full quotation opens from it. */
export const QuotationCardSchema = z.object({
  quotationId: z.number().int(),
  version: z.number().int().describe('The version that was sent'),
  number: z.string(),
  name: z.string(),
  terms: z.string().describe('Incoterms 2020 code'),
  place: z.string(),
  currency: z.string(),
  expiresOn: z.string().describe('YYYY-MM-DD'),
  lineCount: z.number().int(),
});
export type QuotationCard = z.infer<typeof QuotationCardSchema>;

/** A quick quote on an RFQ as a chat card: the version that was sent. */
export const RfqQuoteCardSchema = z.object({
  rfqId: z.number().int(),
  quoteId: z.number().int(),
  version: z.number().int(),
  rfqNumber: z.string(),
  productName: z.string(),
  price: z.string(),
  currency: z.string(),
  unit: z.string().describe('unit, pack, case or pallet'),
  terms: z.string().describe('Incoterms 2020 code'),
  quantity: z.number().int().describe("The RFQ's quantity"),
  quantityUnit: z.string(),
});
export type RfqQuoteCard = z.infer<typeof RfqQuoteCardSchema>;

export const ChatFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
});
export type ChatFile = z.infer<typeof ChatFileSchema>;

/** A stored chat message (SPEC 3: createCode is the sender's code; type 9999 is a system notice). */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  clientId: z
    .string()
    .nullable()
    .describe('The sender client’s id for the message; retries with it are idempotent'),
  createCode: z.string().describe('Code of the sender (adminCode of a user; "system" for notices)'),
  senderKind: z.enum(['supplier', 'buyer', 'system']),
  senderName: z.string(),
  type: z.number().int(),
  content: z.string(),
  noticeParams: z
    .record(z.string(), z.string())
    .nullable()
    .describe("A system notice's values for its text (content is its catalog key), e.g. who handed it over"),
  product: ProductCardSchema.nullable(),
  quotation: QuotationCardSchema.nullable(),
  rfqQuote: RfqQuoteCardSchema.nullable(),
  file: ChatFileSchema.nullable(),
  createdAt: z.string(),
  viewedAt: z.string().nullable().describe('When the other side saw it'),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** What a client sends: text, a product or quotation of mine (supplier), or an uploaded PDF/image. */
export const SendMessageSchema = z
  .object({
    clientId: ClientIdSchema.describe('Random id made by the client for this message'),
    /** Supplier side: the buyer to write to. Buyer side: the supplier company to write to. */
    buyerId: idNumber().optional(),
    supplierId: idNumber().optional(),
    type: z.union([
      z.literal(MESSAGE_TYPE.text),
      z.literal(MESSAGE_TYPE.product),
      z.literal(MESSAGE_TYPE.quotation),
      z.literal(MESSAGE_TYPE.pdf),
      z.literal(MESSAGE_TYPE.image),
    ]),
    content: multiLineText(CHAT_LIMITS.textMax, { trim: false }).default(''),
    productId: idNumber().optional(),
    quotationId: idNumber().optional(),
    fileId: FileIdSchema.optional(),
  })
  .refine((m) => m.type !== MESSAGE_TYPE.text || m.content.trim().length > 0, {
    error: 'validation.messageEmpty',
    path: ['content'],
  })
  .refine((m) => m.type !== MESSAGE_TYPE.product || m.productId !== undefined, {
    error: 'validation.invalid',
    path: ['productId'],
  })
  .refine((m) => m.type !== MESSAGE_TYPE.quotation || m.quotationId !== undefined, {
    error: 'validation.invalid',
    path: ['quotationId'],
  })
  .refine((m) => (m.type !== MESSAGE_TYPE.pdf && m.type !== MESSAGE_TYPE.image) || m.fileId !== undefined, {
    error: 'validation.invalid',
    path: ['fileId'],
  });
export type SendMessage = z.input<typeof SendMessageSchema>;

/** The acknowledgement of a send: the stored message, or why it was refused. */
export type SendAck =
  | { ok: true; code: 0; message: ChatMessage }
  | { ok: false; code: number; msg: string; fields?: Record<string, string> };
