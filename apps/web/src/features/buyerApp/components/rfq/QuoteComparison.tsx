import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import type { MyRfqDetail } from '@sc/contract';
import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../../../../lib/useViewportWidth';
import { type ComparedQuote, compareQuotes } from '../../rfq/compareQuotes';
import { QuoteCard } from './QuoteCard';
import { QuoteCompareTable } from './QuoteCompareTable';
import styles from './QuoteComparison.module.css';
import type { QuoteActions } from './useQuoteActions';

type View = 'cards' | 'compare';

type QuoteComparisonProps = { rfq: MyRfqDetail; localeTag: string; actions: QuoteActions };

/** From this width the comparison table is shown first; below it, one card per quote. */
const TABLE_FIRST_WIDTH = 760;

/**
 * The quotes received, cheapest first by the price per the RFQ's unit, the lowest marked: cards on a
 * phone, a side-by-side table on a wide screen; either can be switched to.
 */
export function QuoteComparison({ rfq, localeTag, actions }: QuoteComparisonProps) {
  const { t } = useTranslation();
  const isWide = useViewportWidth() >= TABLE_FIRST_WIDTH;
  const [chosen, setChosen] = useState<View | null>(null);
  const view: View = chosen ?? (isWide ? 'compare' : 'cards');
  const rows = useMemo(() => compareQuotes(rfq.quotes, rfq.targetPrice?.currency ?? null), [rfq]);
  // Prices in several currencies: "lowest" holds within one, so it says which.
  const currencies = new Set(
    rows.flatMap(({ quote }) =>
      quote.perUnit && quote.status !== 'declined' ? [quote.perUnit.currency] : [],
    ),
  );
  const lowestLabel = (row: ComparedQuote) =>
    currencies.size > 1
      ? t('buyerRfq.quote.lowestIn', { currency: row.quote.perUnit?.currency ?? '' })
      : t('buyerRfq.quote.lowest');

  return (
    <section className={styles.section} aria-labelledby="rfq-quotes-title">
      <div className={styles.heading}>
        <div>
          <h2 id="rfq-quotes-title" className={styles.title}>
            {t('buyerRfq.detail.quotes')} <span className={styles.count}>{rfq.quotes.length}</span>
          </h2>
          <span className={styles.sorted}>
            {t('buyerRfq.detail.sortedBy', { unit: t(`buyerRfq.unitWord.${rfq.unit}`) })}
          </span>
        </div>
        {rows.length > 1 ? (
          <Segmented<View>
            size="small"
            value={view}
            onChange={setChosen}
            options={[
              { value: 'cards', icon: <AppstoreOutlined />, label: t('buyerRfq.detail.view.cards') },
              { value: 'compare', icon: <TableOutlined />, label: t('buyerRfq.detail.view.compare') },
            ]}
          />
        ) : null}
      </div>
      {view === 'compare' && rows.length > 1 ? (
        <QuoteCompareTable
          rfq={rfq}
          rows={rows}
          lowestLabel={lowestLabel}
          localeTag={localeTag}
          actions={actions}
        />
      ) : (
        <div className={styles.cards}>
          {rows.map((row) => (
            <QuoteCard
              key={row.quote.id}
              rfq={rfq}
              compared={row}
              lowestLabel={lowestLabel}
              localeTag={localeTag}
              actions={actions}
            />
          ))}
        </div>
      )}
    </section>
  );
}
