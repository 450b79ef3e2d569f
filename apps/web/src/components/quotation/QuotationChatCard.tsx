import { FileTextOutlined, RightOutlined } from '@ant-design/icons';
import type { QuotationCard } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';
import styles from './QuotationChatCard.module.css';
import { quotationValidity } from './quotationValidity';

type QuotationChatCardProps = {
  card: QuotationCard;
  /** Where "Open" goes; none while the message is still on its way. */
  openTo?: string | null;
  /** Router state for the opened page (e.g. where its back link returns). */
  openState?: unknown;
};

/** A quotation in a chat: number, name, terms and place, currency, products, validity, and Open. */
export function QuotationChatCard({ card, openTo, openState }: QuotationChatCardProps) {
  const { t } = useTranslation();
  const validity = quotationValidity(card.expiresOn, langTag(useLanguage().lang));
  const place = card.place ? t(`place.${card.place}`, { defaultValue: card.place }) : null;
  return (
    <div className={styles.card} data-testid="quotation-card">
      <div className={styles.top}>
        <FileTextOutlined className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{t('chatQuotation.cardLabel')}</span>
        <span className={styles.number}>{card.number}</span>
        <span className={styles.version}>{t('chatQuotation.versionShort', { version: card.version })}</span>
      </div>
      <strong className={styles.name}>{card.name}</strong>
      <span className={styles.muted}>{[card.terms, place, card.currency].filter(Boolean).join(' · ')}</span>
      <span className={styles.muted}>{t('chatQuotation.productCount', { count: card.lineCount })}</span>
      <span className={styles.validity}>
        <span>{t('chatQuotation.validUntil', { date: validity.date })}</span>
        {validity.isExpired ? (
          <Tag color="warning" variant="filled" className={styles.tag}>
            {t('chatQuotation.expired')}
          </Tag>
        ) : null}
      </span>
      {openTo ? (
        <Link
          className={styles.open}
          to={openTo}
          state={openState}
          aria-label={t('chatQuotation.openNamed', { number: card.number })}
        >
          {t('chatQuotation.open')}
          <RightOutlined aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
