import { type Lang, type Quotation, type QuotationLine, translate } from '@sc/contract';
import { dateText, money, type PdfFonts, startPdf } from '../../platform/pdf/pdfDocument.js';

export type { PdfFonts };

/** Everything a quotation's PDF prints. */
export type QuotationDocument = {
  quotation: Quotation;
  company: { name: string; country: string };
  signature: {
    signatoryName: string;
    signatoryTitle: string;
    signatureImage: Buffer | null;
    stamp: Buffer | null;
  } | null;
  lang: Lang;
  generatedAt: Date;
};

const MARGIN = 48;
const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#e5e7eb';
const ACCENT = '#1a56db';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * Renders a quotation as an A4 PDF: header, terms, product lines (breaking across pages) and the
 * signature block. `compress: false` leaves the page streams readable (tests read the text).
 */
export function renderQuotationPdf(
  input: QuotationDocument,
  fonts: PdfFonts,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const { quotation: q, lang } = input;
  const t = (key: string, values?: Record<string, string | number>) => translate(lang, `pdf.${key}`, values);
  const { doc, font, done } = startPdf(fonts, compress, {
    Title: `${t('quotation')} ${q.number} v${q.version}`,
    Author: input.company.name,
    Creator: 'Supplier Cloud',
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;

  // Header: the company on the left, the document's identity on the right.
  const top = MARGIN;
  doc
    .font(font.bold)
    .fontSize(18)
    .fillColor(INK)
    .text(input.company.name, MARGIN, top, { width: width * 0.6 });
  doc
    .font(font.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(input.company.country, { width: width * 0.6 });
  const right = MARGIN + width * 0.62;
  doc
    .font(font.bold)
    .fontSize(20)
    .fillColor(ACCENT)
    .text(t('quotation'), right, top, { width: width * 0.38, align: 'right' });
  doc
    .font(font.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(`${t('number')} ${q.number}`, { width: width * 0.38, align: 'right' })
    .text(`${t('version')} ${q.version}`, { width: width * 0.38, align: 'right' })
    .text(`${t('date')} ${dateText(q.updatedAt, lang)}`, { width: width * 0.38, align: 'right' });
  doc
    .moveTo(MARGIN, Math.max(doc.y, top + 60) + 8)
    .lineTo(MARGIN + width, Math.max(doc.y, top + 60) + 8)
    .strokeColor(RULE)
    .stroke();
  doc.y = Math.max(doc.y, top + 60) + 18;

  // The quotation's name and terms.
  doc.font(font.bold).fontSize(14).fillColor(INK).text(q.name, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t('terms'), q.terms],
    [
      t('place'),
      translate(lang, `place.${q.place}`).startsWith('place.')
        ? q.place
        : translate(lang, `place.${q.place}`),
    ],
    [t('currency'), q.currency],
    [t('validUntil'), dateText(q.expiresOn, lang)],
  ];
  const factWidth = width / facts.length;
  const factTop = doc.y;
  facts.forEach(([label, value], index) => {
    const x = MARGIN + index * factWidth;
    doc
      .font(font.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, x, factTop, { width: factWidth - 8 });
    doc
      .font(font.bold)
      .fontSize(11)
      .fillColor(INK)
      .text(value, x, factTop + 12, { width: factWidth - 8 });
  });
  doc.y = factTop + 36;
  if (q.remark) {
    doc.font(font.regular).fontSize(8).fillColor(MUTED).text(t('remark'), MARGIN, doc.y, { width });
    doc.font(font.regular).fontSize(10).fillColor(INK).text(q.remark, { width });
  }
  doc.moveDown(1);

  // Product lines.
  const columns = [
    { key: 'product', width: 0.34 },
    { key: 'code', width: 0.16 },
    { key: 'price', width: 0.16 },
    { key: 'moq', width: 0.08 },
    { key: 'packing', width: 0.16 },
    { key: 'shelfLife', width: 0.1 },
  ] as const;
  const cellsOf = (line: QuotationLine): string[] => [
    [line.productName, [line.brand, line.spec].filter(Boolean).join(' · ')].filter(Boolean).join('\n'),
    line.code,
    `${money(line.price, q.currency, lang)}\n${t('perUnit', { unit: translate(lang, `unit.${line.priceUnit}`) })}`,
    orDash(line.moq),
    line.unitsPerPack || line.unitsPerCase || line.casesPerPallet
      ? t('packingValue', {
          pack: orDash(line.unitsPerPack),
          case: orDash(line.unitsPerCase),
          pallet: orDash(line.casesPerPallet),
        })
      : '—',
    line.shelfLifeDays ? t('days', { count: line.shelfLifeDays }) : '—',
  ];
  const drawRow = (cells: string[], isHeader: boolean) => {
    doc.font(isHeader ? font.bold : font.regular).fontSize(isHeader ? 8 : 9);
    const heights = cells.map((cell, i) =>
      doc.heightOfString(cell, { width: width * (columns[i]?.width ?? 0.1) - 8 }),
    );
    const height = Math.max(...heights) + 10;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!isHeader)
        drawRow(
          columns.map((c) => t(c.key)),
          true,
        );
    }
    const y = doc.y;
    if (isHeader) doc.rect(MARGIN, y, width, height).fill('#f3f4f6');
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = width * (columns[i]?.width ?? 0.1);
      doc.fillColor(isHeader ? MUTED : INK).text(cell, x + 4, y + 5, { width: w - 8 });
      x += w;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + height;
  };
  drawRow(
    columns.map((c) => t(c.key)),
    true,
  );
  for (const line of q.lines) drawRow(cellsOf(line), false);

  // The signature block, kept together on one page.
  const blockHeight = 150;
  if (doc.y + blockHeight > bottom()) doc.addPage();
  doc.y += 24;
  const sign = input.signature;
  if (!sign) {
    doc.font(font.regular).fontSize(9).fillColor(MUTED).text(t('unsigned'), MARGIN, doc.y, { width });
  } else {
    const blockTop = doc.y;
    doc
      .font(font.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(t('onBehalf', { company: input.company.name }), MARGIN, blockTop, {
        width: width * 0.6,
      });
    const markTop = blockTop + 16;
    if (sign.signatureImage) {
      doc.image(sign.signatureImage, MARGIN, markTop, { fit: [180, 60] });
    } else {
      doc
        .font(font.regular)
        .fontSize(24)
        .fillColor('#1e3a8a')
        .text(sign.signatoryName, MARGIN, markTop + 12, {
          width: width * 0.6,
          oblique: 12,
        });
    }
    if (sign.stamp) doc.image(sign.stamp, MARGIN + width - 100, blockTop, { fit: [100, 100] });
    const lineY = markTop + 66;
    doc
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + 220, lineY)
      .strokeColor(INK)
      .stroke();
    doc
      .font(font.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(sign.signatoryName, MARGIN, lineY + 6, { width: 300 });
    doc.font(font.regular).fontSize(9).fillColor(MUTED).text(sign.signatoryTitle, { width: 300 });
  }

  // Footer on every page: when it was made, and page numbers.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Written inside the bottom margin: without this, pdfkit would start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 8;
    doc
      .font(font.regular)
      .fontSize(8)
      .fillColor(MUTED)
      .text(t('generated', { date: dateText(input.generatedAt, lang) }), MARGIN, y, {
        width: width / 2,
        lineBreak: false,
      })
      .text(t('page', { page: i + 1, pages: range.count }), MARGIN + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
