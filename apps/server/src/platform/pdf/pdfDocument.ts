import { existsSync } from 'node:fs';
import { LANG_TAGS, type Lang } from '@sc/contract';
import PDFDocument from 'pdfkit';

export type PdfFonts = { regular: string; bold: string };

/** A TTC holds several faces: the Simplified Chinese one covers Chinese, Japanese and Latin text. */
function registerFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts): { regular: string; bold: string } {
  const face = (path: string, name: string) => (path.toLowerCase().endsWith('.ttc') ? name : undefined);
  if (!existsSync(fonts.regular)) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('body', fonts.regular, face(fonts.regular, 'NotoSansCJKsc-Regular'));
  const hasBold = existsSync(fonts.bold);
  if (hasBold) doc.registerFont('bold', fonts.bold, face(fonts.bold, 'NotoSansCJKsc-Bold'));
  return { regular: 'body', bold: hasBold ? 'bold' : 'body' };
}

/**
 * An A4 document with the CJK fonts registered, and the promise of its bytes once `doc.end()` is
 * called. `compress: false` leaves the page streams readable (tests read the text).
 */
export function startPdf(fonts: PdfFonts, compress: boolean, info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, font: registerFonts(doc, fonts), done };
}

/** A date in the document's language (a YYYY-MM-DD string is that day; a Date is read in UTC). */
export const dateText = (value: string | Date, lang: Lang) =>
  new Intl.DateTimeFormat(LANG_TAGS[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value,
  );

/** An amount with its currency in the document's language, with at least two decimals. */
export function money(price: string, currency: string, lang: Lang): string {
  const digits = price.includes('.') ? Math.min(4, price.split('.')[1]?.length ?? 0) : 0;
  try {
    return new Intl.NumberFormat(LANG_TAGS[lang], {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.max(2, digits),
      maximumFractionDigits: Math.max(2, digits),
    }).format(price as `${number}`);
  } catch {
    return `${price} ${currency}`;
  }
}
