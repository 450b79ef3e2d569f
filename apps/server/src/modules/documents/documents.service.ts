import { type DocumentLink, LANG_TAGS, type Lang } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { BuyerCaller, SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { findQuotationSentToBuyer } from '../chat/chatQuotations.service.js';
import { getCompanyIdentity } from '../company/company.service.js';
import { findQuotationOfSupplier, getQuotation } from '../quotations/quotations.service.js';
import { signatureForDocument } from '../signature/signature.service.js';
import { type QuotationPdfRef, signQuotationPdfUrl } from './documentLink.js';
import { renderQuotationPdf } from './quotationPdf.js';

/** Rendered quotation PDFs (about 130 KB each), kept ten minutes. */
const RENDERED_PDFS = defineCache<Buffer>({
  name: 'renderedQuotationPdfs',
  ttlMs: 10 * 60_000,
  maxEntries: 40,
});

const fileNameOf = (quotation: { number: string; version: number }) =>
  `Quotation-${quotation.number}-v${quotation.version}.pdf`.replace(/[^\w.-]/g, '_');

/** A minutes-long address of one of my quotations as a PDF (tenancy: only my company's). */
export async function quotationPdfLinkForSupplier(
  ctx: AppContext,
  caller: SupplierCaller,
  quotationId: number,
  lang: Lang,
): Promise<DocumentLink> {
  const quotation = await getQuotation(ctx, caller, quotationId);
  return {
    url: signQuotationPdfUrl(ctx.config.fileUrlSecret, { supplierId: caller.supplierId, quotationId, lang }),
    fileName: fileNameOf(quotation),
  };
}

/** A minutes-long address of a quotation sent to me (a buyer) in a chat, as a PDF. */
export async function quotationPdfLinkForBuyer(
  ctx: AppContext,
  caller: BuyerCaller,
  messageId: number,
  lang: Lang,
): Promise<DocumentLink> {
  const { supplierId, quotationId } = await findQuotationSentToBuyer(ctx, caller, messageId);
  const quotation = await findQuotationOfSupplier(ctx, supplierId, quotationId);
  if (!quotation) throw new AppError('RECORD_NOT_FOUND');
  return {
    url: signQuotationPdfUrl(ctx.config.fileUrlSecret, { supplierId, quotationId, lang }),
    fileName: fileNameOf(quotation),
  };
}

/**
 * The PDF of a quotation as it is now (the internal note is never printed), in the language the link
 * was made for, with the company's signature block.
 */
export async function buildQuotationPdf(
  ctx: AppContext,
  ref: QuotationPdfRef,
): Promise<{ bytes: Buffer; fileName: string }> {
  const quotation = await findQuotationOfSupplier(ctx, ref.supplierId, ref.quotationId);
  if (!quotation) throw new AppError('NOT_FOUND');
  const [company, signature] = await Promise.all([
    getCompanyIdentity(ctx, ref.supplierId),
    signatureForDocument(ctx, ref.supplierId),
  ]);
  const country = new Intl.DisplayNames([LANG_TAGS[ref.lang]], { type: 'region' }).of(company.country);
  // Same quotation version, company, signature and language: the same PDF. Rendering embeds a CJK
  // font subset (about a third of a second), so repeated downloads and simultaneous ones share one.
  const key = [
    ref.supplierId,
    quotation.id,
    quotation.version,
    quotation.updatedAt,
    ref.lang,
    company.name,
    signature?.updatedAt.toISOString() ?? '-',
  ].join('|');
  const bytes = await ctx.caches.of(RENDERED_PDFS).get(key, () =>
    renderQuotationPdf(
      {
        quotation,
        company: { name: company.name, country: country ?? company.country },
        signature,
        lang: ref.lang,
        generatedAt: ctx.clock.now(),
      },
      ctx.config.pdfFonts,
    ),
  );
  return { bytes, fileName: fileNameOf(quotation) };
}
