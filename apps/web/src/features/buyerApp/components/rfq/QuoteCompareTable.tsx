import type { MyRfqDetail } from '@sc/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedQuote } from '../../rfq/compareQuotes';
import { normalisedPriceText, QUOTE_FACT_LABELS, QUOTE_FACTS, quoteFacts } from '../../rfq/quoteFacts';
import { CredentialBadges } from '../CredentialBadges';
import { LowestPriceTag } from './LowestPriceTag';
import { QuoteActionButtons, ShortlistButton } from './QuoteActionButtons';
import { QuoteAttachments } from './QuoteAttachments';
import styles from './QuoteCompareTable.module.css';
import { QuoteStatusTag } from './QuoteStatusTag';
import { QuoteSupplier } from './QuoteSupplier';
import type { QuoteActions } from './useQuoteActions';

type QuoteCompareTableProps = {
  rfq: MyRfqDetail;
  rows: ComparedQuote[];
  lowestLabel: (row: ComparedQuote) => string;
  localeTag: string;
  actions: QuoteActions;
};

/**
 * The quotes side by side: one column per quote (cheapest first), one row per term; the term names
 * stay in view while the columns scroll sideways.
 */
export function QuoteCompareTable({ rfq, rows, lowestLabel, localeTag, actions }: QuoteCompareTableProps) {
  const { t } = useTranslation();
  const facts = rows.map(({ quote }) => quoteFacts(quote, localeTag, t));
  const cellClass = (row: ComparedQuote) =>
    [row.isLowest ? styles.lowestCell : '', row.quote.status === 'declined' ? styles.declinedCell : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <section
      className={styles.scroller}
      aria-label={t('buyerRfq.detail.view.compare')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable from the keyboard
      tabIndex={0}
    >
      <table
        className={styles.table}
        style={{ '--columns': rows.length } as CSSProperties}
        data-testid="quote-table"
      >
        <thead>
          <tr>
            <th scope="col" className={styles.label}>
              {t('buyerRfq.quote.supplier')}
            </th>
            {rows.map((row) => (
              <th key={row.quote.id} scope="col" className={cellClass(row)} data-testid="quote-column">
                <div className={styles.head}>
                  <QuoteSupplier quote={row.quote} localeTag={localeTag} isCompact />
                  <span className={styles.headEnd}>
                    <QuoteStatusTag quote={row.quote} />
                    <ShortlistButton rfq={rfq} quote={row.quote} actions={actions} />
                  </span>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className={styles.priceRow}>
            <th scope="row" className={styles.label}>
              {t('buyerRfq.quote.perRfqUnit', { unit: t(`buyerRfq.unitWord.${rfq.unit}`) })}
            </th>
            {rows.map((row) => (
              <td key={row.quote.id} className={cellClass(row)}>
                {row.isLowest ? <LowestPriceTag label={lowestLabel(row)} /> : null}
                <strong className={styles.price} data-testid="quote-price">
                  {row.quote.perUnit
                    ? normalisedPriceText(row.quote, rfq, localeTag, t)
                    : t('buyerRfq.quote.none')}
                </strong>
                {row.quote.perUnit === null ? (
                  <span className={styles.caption}>
                    {t('buyerRfq.quote.notComparable', { unit: t(`buyerRfq.unitWord.${row.quote.unit}`) })}
                  </span>
                ) : null}
              </td>
            ))}
          </tr>
          {QUOTE_FACTS.map((fact) => (
            <tr key={fact}>
              <th scope="row" className={styles.label}>
                {t(QUOTE_FACT_LABELS[fact])}
              </th>
              {rows.map((row, index) => (
                <td key={row.quote.id} className={cellClass(row)}>
                  {facts[index]?.[fact]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={styles.label}>
              {t('buyerRfq.quote.message')}
            </th>
            {rows.map((row) => (
              <td key={row.quote.id} className={cellClass(row)}>
                {row.quote.message ? (
                  <p className={styles.message}>{row.quote.message}</p>
                ) : (
                  t('buyerRfq.quote.none')
                )}
                {row.quote.status === 'declined' && row.quote.declineReason ? (
                  <p className={styles.declineReason}>
                    {t('buyerRfq.quote.declinedWith', {
                      reason: t(`buyerRfq.declineReason.${row.quote.declineReason}`),
                    })}
                  </p>
                ) : null}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={styles.label}>
              {t('buyerRfq.quote.attached')}
            </th>
            {rows.map((row) => (
              <td key={row.quote.id} className={cellClass(row)}>
                {row.quote.product || row.quote.quotation ? (
                  <QuoteAttachments quote={row.quote} />
                ) : (
                  t('buyerRfq.quote.none')
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={styles.label}>
              {t('buyerRfq.quote.credentials')}
            </th>
            {rows.map((row) => (
              <td key={row.quote.id} className={cellClass(row)}>
                {row.quote.supplier.credentials.length ? (
                  <CredentialBadges badges={row.quote.supplier.credentials} localeTag={localeTag} />
                ) : (
                  t('buyerRfq.quote.none')
                )}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={styles.label}>
              {t('buyerRfq.quote.actions')}
            </th>
            {rows.map((row) => (
              <td key={row.quote.id} className={cellClass(row)}>
                <QuoteActionButtons rfq={rfq} quote={row.quote} actions={actions} layout="column" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
