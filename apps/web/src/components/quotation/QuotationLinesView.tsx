import type { QuotationLine } from '@sc/contract';
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';
import { type LineFact, type LineFactKey, lineFacts, linePrice } from './lineFacts';
import styles from './QuotationSheet.module.css';

type QuotationLinesViewProps = {
  lines: QuotationLine[];
  currency: string;
  /** A wide table (desktop) or one card per line (phones, the buyers' app). */
  layout: 'table' | 'cards';
};

const EMPTY = '—';

/** The product lines of a quotation, read-only. */
export function QuotationLinesView({ lines, currency, layout }: QuotationLinesViewProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);

  if (layout === 'cards') {
    return (
      <ol className={styles.lineCards}>
        {lines.map((line, index) => (
          <li key={line.id} className={styles.lineCard} data-testid="quotation-line">
            <div className={styles.lineHead}>
              <span className={styles.lineNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.lineTitle}>
                <strong>{line.productName}</strong>
                <span className={styles.secondary}>
                  {[line.brand, line.spec, `${t('chatQuotation.lines.code')} ${line.code}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
            </div>
            <div className={styles.linePrice}>{linePrice(line, currency, tag, t)}</div>
            <dl className={styles.lineFacts}>
              {lineFacts(line, t, tag).map((fact: LineFact) => (
                <div key={fact.key} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }

  const fact = (line: QuotationLine, key: LineFactKey) =>
    lineFacts(line, t, tag).find((f) => f.key === key)?.value ?? EMPTY;
  const factColumn = (key: LineFactKey, width: number) => ({
    key,
    title: t(`chatQuotation.lines.${key}`),
    width,
    render: (_: unknown, line: QuotationLine) => fact(line, key),
  });
  const columns: TableColumnsType<QuotationLine> = [
    {
      key: 'index',
      title: '#',
      width: 44,
      align: 'center',
      fixed: 'left',
      render: (_, __, index) => index + 1,
    },
    {
      key: 'product',
      title: t('chatQuotation.lines.product'),
      width: 220,
      fixed: 'left',
      render: (_, line) => <strong className={styles.productCell}>{line.productName}</strong>,
    },
    {
      key: 'code',
      title: t('chatQuotation.lines.code'),
      width: 140,
      render: (_, line) => <span className={styles.code}>{line.code}</span>,
    },
    { key: 'brand', title: t('chatQuotation.lines.brand'), width: 120, render: (_, l) => l.brand ?? EMPTY },
    { key: 'spec', title: t('chatQuotation.lines.spec'), width: 120, render: (_, l) => l.spec ?? EMPTY },
    {
      key: 'price',
      title: t('chatQuotation.lines.price'),
      width: 160,
      render: (_, line) => <span className={styles.priceCell}>{linePrice(line, currency, tag, t)}</span>,
    },
    factColumn('moq', 110),
    factColumn('unitsPerPack', 130),
    factColumn('unitsPerCase', 130),
    factColumn('casesPerPallet', 140),
    factColumn('shelfLife', 110),
    factColumn('packDimensions', 140),
    factColumn('caseDimensions', 140),
    factColumn('pallet', 180),
  ];
  return (
    <Table<QuotationLine>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 1900 }}
      onRow={() => ({ 'data-testid': 'quotation-line' }) as HTMLAttributes<HTMLTableRowElement>}
    />
  );
}
