import { CheckCircleFilled, EyeOutlined, FileAddOutlined } from '@ant-design/icons';
import type { RfqCard } from '@sc/contract';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { langTag } from '../../../lib/language';
import { formatPricePer, formatQuantity } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import { FeaturedReasons } from './FeaturedReasons';
import { QuotesLeft } from './QuotesLeft';
import { RfqBuyerLine } from './RfqBuyerLine';
import styles from './RfqCard.module.css';
import { RfqTimeLeft } from './RfqTimeLeft';

type RfqCardViewProps = {
  rfq: RfqCard;
  onOpen: (rfq: RfqCard) => void;
  onQuote: (rfq: RfqCard) => void;
  /** Shows why it is featured (the Featured tab). */
  showsWhy?: boolean;
};

/**
 * One RFQ of the market (SPEC 3: quantity required, terms, place of delivery and remark): the
 * product and category, target price, the buyer, quotes and time left, and Quote now.
 */
export function RfqCardView({ rfq, onOpen, onQuote, showsWhy = false }: RfqCardViewProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const canQuote = rfq.state === 'open' && !rfq.quotedByMe && rfq.quotesLeft > 0;
  return (
    <article
      className={`${styles.card} ${rfq.closingSoon ? styles.cardUrgent : ''}`}
      aria-label={rfq.productName}
    >
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <button
            type="button"
            className={styles.product}
            onClick={() => onOpen(rfq)}
            title={t('rfq.card.openNamed', { name: rfq.productName })}
          >
            {rfq.productName}
          </button>
          {rfq.quotedByMe ? (
            <Tag color="success" variant="filled" icon={<CheckCircleFilled />} className={styles.quoted}>
              {t('rfq.card.quoted')}
            </Tag>
          ) : null}
        </div>
        <div className={styles.tags}>
          <Tag className={styles.category}>{rfq.category.name}</Tag>
          <span className={styles.number}>{rfq.number}</span>
          {showsWhy && rfq.featured ? <FeaturedReasons reasons={rfq.featuredReasons} /> : null}
        </div>
      </header>

      <dl className={styles.facts}>
        <div>
          <dt>{t('rfq.field.quantity')}</dt>
          <dd className={styles.strong}>{formatQuantity(rfq.quantity, rfq.unit, tag, t)}</dd>
        </div>
        <div>
          <dt>{t('rfq.field.targetPrice')}</dt>
          <dd>
            {rfq.targetPrice
              ? formatPricePer(rfq.targetPrice.amount, rfq.targetPrice.currency, rfq.targetPrice.unit, tag, t)
              : t('rfq.field.noTargetPrice')}
          </dd>
        </div>
        <div>
          <dt>{t('rfq.field.terms')}</dt>
          <dd>{rfq.terms}</dd>
        </div>
        <div>
          <dt>{t('rfq.field.place')}</dt>
          <dd>{t(`place.${rfq.place}`)}</dd>
        </div>
      </dl>
      {rfq.remark ? (
        <p className={styles.remark} title={rfq.remark}>
          {rfq.remark}
        </p>
      ) : null}

      <RfqBuyerLine buyer={rfq.buyer} />

      <footer className={styles.footer}>
        <div className={styles.status}>
          <QuotesLeft rfq={rfq} />
          <RfqTimeLeft rfq={rfq} />
        </div>
        <div className={styles.actions}>
          <Button icon={<EyeOutlined />} onClick={() => onOpen(rfq)}>
            {t('rfq.card.details')}
          </Button>
          {canQuote ? (
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              onClick={() => onQuote(rfq)}
              aria-label={t('rfq.card.quoteNamed', { name: rfq.productName })}
            >
              {t('rfq.card.quote')}
            </Button>
          ) : null}
        </div>
      </footer>
    </article>
  );
}
