import type { Quote } from '@sc/contract';
import { Spin, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ProductQuoteList.module.css';

type ProductQuoteListProps = {
  quotes: Quote[];
  isLoading: boolean;
  isCompact: boolean;
  /** Shown when there are no quotes. */
  empty: ReactNode;
};

function Expiry({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <span className={styles.expiry}>
      <time dateTime={quote.expiresOn}>{formatDate(quote.expiresOn, tag)}</time>
      {quote.isExpired ? (
        <Tag color="warning" variant="filled" className={styles.tag}>
          {t('quotes.expired')}
        </Tag>
      ) : null}
    </span>
  );
}

/** My product quotes over all products: a table on wide screens, cards on phones. */
export function ProductQuoteList({ quotes, isLoading, isCompact, empty }: ProductQuoteListProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (isCompact) {
    return (
      <Spin spinning={isLoading}>
        {quotes.length === 0 ? (
          <div className={styles.emptyCard}>{isLoading ? null : empty}</div>
        ) : (
          <ul className={styles.cards}>
            {quotes.map((quote) => (
              <li key={quote.id} className={styles.card}>
                <strong className={styles.name}>{quote.productName}</strong>
                <span className={styles.price}>
                  {formatMoney(quote.price, quote.currency, tag)} · {quote.terms}
                </span>
                <span className={styles.expiryLine}>
                  <span className={styles.label}>{t('quotations.productPrices.columns.expires')}</span>
                  <Expiry quote={quote} />
                </span>
                {quote.author ? (
                  <span className={styles.secondary}>
                    {t('quotations.productPrices.by', { name: quote.author.name })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Spin>
    );
  }
  const columns: TableColumnsType<Quote> = [
    {
      key: 'product',
      title: t('quotations.productPrices.columns.product'),
      ellipsis: { showTitle: true },
      render: (_, quote) => <strong className={styles.name}>{quote.productName}</strong>,
    },
    {
      key: 'price',
      title: t('quotations.productPrices.columns.price'),
      width: 170,
      align: 'right',
      render: (_, quote) => (
        <span className={styles.price}>{formatMoney(quote.price, quote.currency, tag)}</span>
      ),
    },
    {
      key: 'terms',
      title: t('quotations.productPrices.columns.terms'),
      width: 110,
      render: (_, quote) => quote.terms,
    },
    {
      key: 'expires',
      title: t('quotations.productPrices.columns.expires'),
      width: 200,
      render: (_, quote) => <Expiry quote={quote} />,
    },
    {
      key: 'updated',
      title: t('quotations.productPrices.columns.updated'),
      width: 180,
      render: (_, quote) => (
        <span className={styles.updated}>
          <span className={styles.secondary}>{formatDateTime(quote.updatedAt, tag)}</span>
          {quote.author ? (
            <span className={styles.secondary}>
              {t('quotations.productPrices.by', { name: quote.author.name })}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <Table<Quote>
      rowKey="id"
      columns={columns}
      dataSource={quotes}
      loading={isLoading}
      scroll={{ x: 760 }}
      pagination={false}
      locale={{ emptyText: isLoading ? ' ' : empty }}
    />
  );
}
