import { barcodeDigits, barcodeSearchKey } from '@sc/contract';

/** A search keyword read as a code, for exact (indexed) matches beside the word search. */
export interface KeywordCodes {
  /** Barcode digits without leading zeros, when the keyword looks like a barcode. */
  barcodeKey?: string;
  /** The keyword as typed, upper- and lower-cased, when it is one token (a MID has no spaces). */
  mids: string[];
}

/**
 * `036000291452`, `0036000291452` and `0360-0029-1452` all give barcode key `36000291452`, so one
 * equality on the indexed key finds a UPC-A and its EAN-13 form; a MID is matched whole.
 */
export function keywordAsCodes(keyword: string): KeywordCodes {
  const text = keyword.trim();
  const digits = barcodeDigits(text);
  const looksLikeBarcode = /^[\d\s-]+$/.test(text) && digits.length >= 6 && digits.length <= 14;
  const barcodeKey = looksLikeBarcode ? barcodeSearchKey(digits) : '';
  const mids = text && !/\s/.test(text) ? [...new Set([text, text.toUpperCase(), text.toLowerCase()])] : [];
  return { ...(barcodeKey ? { barcodeKey } : {}), mids };
}
