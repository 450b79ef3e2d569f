import type { MyRfqDetail } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import type { ComparedQuote } from '../../rfq/compareQuotes';
import { normalisedPriceText, QUOTE_FACT_LABELS, QUOTE_FACTS, quoteFacts } from '../../rfq/quoteFacts';
import { CredentialBadges } from '../CredentialBadges';
import { LowestPriceTag } from './LowestPriceTag';
import { QuoteActionButtons, ShortlistButton } from './QuoteActionButtons';
import { QuoteAttachments } from './QuoteAttachments';
import styles from './QuoteCard.module.css';
import { QuoteStatusTag } from './QuoteStatusTag';
import { QuoteSupplier } from './QuoteSupplier';
import type { QuoteActions } from './useQuoteActions';

type QuoteCardProps = {
  rfq: MyRfqDetail;
  compared: ComparedQuote;
  lowestLabel: (row: ComparedQuote) => string;
  localeTag: string;
  actions: QuoteActions;
};

/** One quote as a card (phones): the price per the RFQ's unit first, then its terms, the supplier and actions. */
export function QuoteCard({ rfq, compared, lowestLabel, localeTag, actions }: QuoteCardProps) {
  const { t } = useTranslation();
  const { quote, isLowest } = compared;
  const facts = quoteFacts(quote, localeTag, t);
  const isSameUnit = quote.unit === rfq.unit;
  const shownFacts = QUOTE_FACTS.filter(
    (fact) => fact !== 'quoted' || (quote.perUnit !== null && !isSameUnit),
  );
  const classes = [
    styles.card,
    isLowest ? styles.lowest : '',
    quote.status === 'declined' ? styles.declined : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes} data-testid="quote-card" aria-label={quote.supplier.name}>
      <header className={styles.header}>
        <QuoteSupplier quote={quote} localeTag={localeTag} />
        <span className={styles.headerEnd}>
          <QuoteStatusTag quote={quote} />
          <ShortlistButton rfq={rfq} quote={quote} actions={actions} />
        </span>
      </header>
      <div className={styles.priceBlock}>
        {isLowest ? <LowestPriceTag label={lowestLabel(compared)} /> : null}
        <strong className={styles.price} data-testid="quote-price">
          {normalisedPriceText(quote, rfq, localeTag, t)}
        </strong>
        {quote.perUnit === null ? (
          <span className={styles.caption}>
            {t('buyerRfq.quote.notComparable', { unit: t(`buyerRfq.unitWord.${quote.unit}`) })}
          </span>
        ) : null}
      </div>
      <dl className={styles.facts}>
        {shownFacts.map((fact) => (
          <div key={fact} className={styles.fact}>
            <dt>{t(QUOTE_FACT_LABELS[fact])}</dt>
            <dd>{facts[fact]}</dd>
          </div>
        ))}
      </dl>
      {quote.message ? <p className={styles.message}>{quote.message}</p> : null}
      <QuoteAttachments quote={quote} />
      <CredentialBadges badges={quote.supplier.credentials} localeTag={localeTag} />
      {quote.status === 'declined' && quote.declineReason ? (
        <p className={styles.declineReason}>
          {t('buyerRfq.quote.declinedWith', { reason: t(`buyerRfq.declineReason.${quote.declineReason}`) })}
          {quote.declineNote ? ` · ${quote.declineNote}` : ''}
        </p>
      ) : null}
      <QuoteActionButtons rfq={rfq} quote={quote} actions={actions} />
    </article>
  );
}
