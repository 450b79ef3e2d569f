import { type Lang, translate } from '@sc/contract';
import { dateText, money, type PdfFonts, startPdf } from '../../platform/pdf/pdfDocument.js';

/** Everything a receipt prints. */
export type ReceiptDocument = {
  number: string;
  paidAt: Date;
  packageName: string;
  days: number;
  buyerContacts: number;
  period: { startsAt: Date; endsAt: Date } | null;
  amount: string;
  refundedAmount: string;
  currency: string;
  card: { brand: string; last4: string } | null;
  company: { name: string; country: string; payerName: string; payerEmail: string };
  lang: Lang;
};

const MARGIN = 48;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const ACCENT = '#1a56db';

/** Renders a paid order's receipt as an A4 PDF in the receipt's language. */
export function renderReceiptPdf(
  input: ReceiptDocument,
  fonts: PdfFonts,
  { compress = true } = {},
): Promise<Buffer> {
  const { lang } = input;
  const t = (key: string, values?: Record<string, string | number>) => translate(lang, `pdf.${key}`, values);
  const { doc, font, done } = startPdf(fonts, compress, {
    Title: `${t('receipt')} ${input.number}`,
    Author: 'Supplier Cloud',
    Creator: 'Supplier Cloud',
  });
  const width = doc.page.width - MARGIN * 2;
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .stroke();

  doc
    .font(font.bold)
    .fontSize(18)
    .fillColor(INK)
    .text('Supplier Cloud', MARGIN, MARGIN, { width: width * 0.6 });
  doc
    .font(font.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('seller'), { width: width * 0.6 });
  const right = MARGIN + width * 0.6;
  doc
    .font(font.bold)
    .fontSize(20)
    .fillColor(ACCENT)
    .text(t('receipt'), right, MARGIN, { width: width * 0.4, align: 'right' });
  doc
    .font(font.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(`${t('receiptNumber')} ${input.number}`, { width: width * 0.4, align: 'right' })
    .text(`${t('paidOn')} ${dateText(input.paidAt, lang)}`, { width: width * 0.4, align: 'right' });
  rule(Math.max(doc.y, MARGIN + 60) + 10);

  let y = Math.max(doc.y, MARGIN + 60) + 24;
  doc.font(font.bold).fontSize(10).fillColor(MUTED).text(t('billedTo'), MARGIN, y);
  doc
    .font(font.regular)
    .fontSize(11)
    .fillColor(INK)
    .text(input.company.name)
    .text(input.company.country)
    .text(`${input.company.payerName} · ${input.company.payerEmail}`);

  y = doc.y + 24;
  rule(y);
  doc
    .font(font.bold)
    .fontSize(10)
    .fillColor(MUTED)
    .text(t('item'), MARGIN, y + 10);
  doc.font(font.bold).fontSize(12).fillColor(INK).text(input.packageName);
  doc
    .font(font.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(t('includes', { days: input.days, contacts: input.buyerContacts }));
  if (input.period) {
    doc
      .fillColor(MUTED)
      .text(
        `${t('servicePeriod')}: ${dateText(input.period.startsAt, lang)} – ${dateText(input.period.endsAt, lang)}`,
      );
  }
  y = doc.y + 16;
  rule(y);
  const amountRow = (label: string, value: string, bold: boolean, at: number) => {
    doc
      .font(bold ? font.bold : font.regular)
      .fontSize(bold ? 13 : 10)
      .fillColor(INK);
    doc.text(label, MARGIN, at, { width: width * 0.6 });
    doc.text(value, MARGIN + width * 0.6, at, { width: width * 0.4, align: 'right' });
  };
  amountRow(t('amountPaid'), money(input.amount, input.currency, lang), true, y + 12);
  if (Number(input.refundedAmount) > 0) {
    amountRow(t('refunded'), `−${money(input.refundedAmount, input.currency, lang)}`, false, doc.y + 6);
  }
  if (input.card) {
    doc
      .font(font.regular)
      .fontSize(10)
      .fillColor(MUTED)
      .text(t('paidBy', { brand: input.card.brand, last4: input.card.last4 }), MARGIN, doc.y + 10, { width });
  }
  doc
    .font(font.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(t('receiptNote'), MARGIN, doc.page.height - MARGIN - 24, { width, align: 'center' });
  doc.end();
  return done;
}
