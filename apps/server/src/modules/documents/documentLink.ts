import { API_BASE, apiPaths, type Lang } from '@sc/contract';
import { isValidDocumentSignature, signDocumentUrl } from '../../platform/documentLinks.js';

export type QuotationPdfRef = { supplierId: number; quotationId: number; lang: Lang };

const subjectOf = (ref: QuotationPdfRef) => `quotation-pdf:${ref.supplierId}:${ref.quotationId}`;

/** The path of a quotation's PDF route, e.g. /api/documents/quotation/4/17. */
export const quotationPdfPath = (supplierId: number, quotationId: number) =>
  `${API_BASE}${apiPaths.documents}/quotation/${supplierId}/${quotationId}`;

/** A minutes-long address of a quotation's PDF, minted only for who may read it. */
export function signQuotationPdfUrl(secret: string, ref: QuotationPdfRef, now = Date.now()): string {
  return signDocumentUrl(
    secret,
    quotationPdfPath(ref.supplierId, ref.quotationId),
    subjectOf(ref),
    ref.lang,
    now,
  );
}

/** Whether an address was signed by us for this quotation and language, and has not expired. */
export function isValidQuotationPdfSignature(
  secret: string,
  ref: QuotationPdfRef,
  expires: number,
  given: string,
  now = Date.now(),
): boolean {
  return isValidDocumentSignature(secret, subjectOf(ref), ref.lang, expires, given, now);
}
