import { FileDoneOutlined, RightOutlined } from '@ant-design/icons';
import type { RfqQuoteCard } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langTag } from '../../lib/language';
import { asPricingUnit, formatPricePer, formatQuantity } from '../../lib/rfqFormat';
import { useLanguage } from '../../lib/useLanguage';
import styles from '../quotation/QuotationChatCard.module.css';
import own from './RfqQuoteChatCard.module.css';

/**
 * A quick quote on an RFQ as a chat card (both sides): the RFQ's number, the product, the price per
 * unit, the terms and the quantity asked; "Revised" when it is the quote's second version; Open when
 * the side that shows it has a page for it.
 */
export function RfqQuoteChatCard({ card, openTo }: { card: RfqQuoteCard; openTo?: string | null }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <div className={styles.card} data-testid="rfq-quote-card">
      <div className={styles.top}>
        <FileDoneOutlined className={styles.icon} aria-hidden="true" />
        <span className={`${styles.label} ${own.label}`}>{t('rfq.chatCard.label')}</span>
        <span className={styles.number}>{card.rfqNumber}</span>
        {card.version > 1 ? <span className={styles.version}>{t('rfq.chatCard.revised')}</span> : null}
      </div>
      <strong className={styles.name}>{card.productName}</strong>
      <span className={own.price}>
        {formatPricePer(card.price, card.currency, asPricingUnit(card.unit), tag, t)}
      </span>
      <span className={styles.muted}>
        {t('rfq.chatCard.terms', {
          terms: card.terms,
          quantity: formatQuantity(card.quantity, asPricingUnit(card.quantityUnit), tag, t),
        })}
      </span>
      {openTo ? (
        <Link
          className={styles.open}
          to={openTo}
          aria-label={t('rfq.chatCard.openNamed', { number: card.rfqNumber })}
        >
          {t('rfq.chatCard.open')}
          <RightOutlined aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
