import { FileTextOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { QuoteTerms } from '@sc/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { formatPricePer } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './MyQuote.module.css';

/** One version of a quote's terms: price per unit, terms, and what else was offered. */
export function QuoteTermsView({ terms }: { terms: QuoteTerms }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const items = [
    {
      key: 'price',
      label: t('rfq.quote.price'),
      children: <strong>{formatPricePer(terms.price, terms.currency, terms.unit, tag, t)}</strong>,
    },
    { key: 'terms', label: t('rfq.quote.terms'), children: terms.terms },
    terms.moq !== null ? { key: 'moq', label: t('rfq.quote.moq'), children: terms.moq } : null,
    terms.leadTimeDays !== null
      ? {
          key: 'leadTime',
          label: t('rfq.quote.leadTime'),
          children: t('rfq.daysCount', { count: terms.leadTimeDays }),
        }
      : null,
    terms.validUntil
      ? { key: 'validUntil', label: t('rfq.quote.validUntil'), children: formatDate(terms.validUntil, tag) }
      : null,
    terms.place ? { key: 'place', label: t('rfq.quote.place'), children: t(`place.${terms.place}`) } : null,
    {
      key: 'samples',
      label: t('rfq.quote.samples'),
      children: t(`rfqShared.sampleOffer.${terms.sampleOffer}`),
    },
    terms.product
      ? {
          key: 'product',
          label: t('rfq.quote.attachProduct'),
          children: (
            <span>
              <ShoppingOutlined aria-hidden="true" /> {terms.product.name}
            </span>
          ),
        }
      : null,
    terms.quotation
      ? {
          key: 'quotation',
          label: t('rfq.quote.attachQuotation'),
          children: (
            <span>
              <FileTextOutlined aria-hidden="true" /> {terms.quotation.number} · {terms.quotation.name}
            </span>
          ),
        }
      : null,
    terms.message
      ? {
          key: 'message',
          label: t('rfq.quote.message'),
          children: <span className={styles.message}>{terms.message}</span>,
        }
      : null,
  ].filter((item) => item !== null);
  return <Descriptions column={1} size="small" items={items} className={styles.terms} />;
}
