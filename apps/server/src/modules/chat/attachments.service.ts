import { type Lang, MESSAGE_TYPE, type SendMessage } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { StoredProductCard, StoredQuotationCard } from '../../db/schema/index.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { findUsableFile } from '../files/files.service.js';
import { getProduct } from '../products/products.service.js';
import { findMyQuotationSummary } from '../quotations/quotations.service.js';

export type Attachment = {
  product: StoredProductCard | null;
  quotation: StoredQuotationCard | null;
  fileId: string | null;
};

const NONE: Attachment = { product: null, quotation: null, fileId: null };

/**
 * Resolves what a supplier's message carries besides its text: a card of my product or of a quotation
 * I may send (with quotations at own scope, one I wrote), or my file.
 */
export async function resolveSupplierAttachment(
  ctx: AppContext,
  caller: SupplierCaller,
  input: SendMessage,
  lang: Lang,
): Promise<Attachment> {
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
    return { ...NONE, product: card };
  }
  if (input.type === MESSAGE_TYPE.quotation) {
    const q = await findMyQuotationSummary(ctx, caller, input.quotationId ?? 0);
    if (!q) throw new AppError('VALIDATION', { fields: { quotationId: 'validation.invalid' } });
    if (q.isExpired)
      throw new AppError('VALIDATION', { fields: { quotationId: 'validation.quotationExpired' } });
    if (q.isArchived)
      throw new AppError('VALIDATION', { fields: { quotationId: 'validation.quotationArchived' } });
    const card: StoredQuotationCard = {
      quotationId: q.id,
      version: q.version,
      number: q.number,
      name: q.name,
      terms: q.terms,
      place: q.place,
      currency: q.currency,
      expiresOn: q.expiresOn,
      lineCount: q.lineCount,
    };
    return { ...NONE, quotation: card };
  }
  if (input.type === MESSAGE_TYPE.pdf || input.type === MESSAGE_TYPE.image) {
    const file = await findUsableFile(ctx, caller, input.fileId ?? '');
    const fits =
      input.type === MESSAGE_TYPE.pdf ? file?.mime === 'application/pdf' : file?.mime.startsWith('image/');
    if (!file || !fits) throw new AppError('VALIDATION', { fields: { fileId: 'validation.invalid' } });
    return { ...NONE, fileId: file.fileId };
  }
  return NONE;
}
