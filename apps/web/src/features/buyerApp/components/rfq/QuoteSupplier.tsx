import type { ReceivedQuote } from '@sc/contract';
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerPaths } from '../../../../lib/paths';
import { regionName } from '../../../../lib/regionName';
import styles from './QuoteSupplier.module.css';

type QuoteSupplierProps = { quote: ReceivedQuote; localeTag: string; isCompact?: boolean };

/** The supplier behind a quote: logo, name (to its showroom), country, and whether the quote was revised. */
export function QuoteSupplier({ quote, localeTag, isCompact = false }: QuoteSupplierProps) {
  const { t } = useTranslation();
  const { supplier } = quote;
  return (
    <div className={isCompact ? `${styles.supplier} ${styles.compact}` : styles.supplier}>
      <Avatar
        shape="square"
        size={isCompact ? 32 : 40}
        src={supplier.logoUrl ?? undefined}
        alt=""
        className={styles.logo}
      >
        {supplier.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <span className={styles.text}>
        <Link
          to={buyerPaths.showroom(supplier.id)}
          className={styles.name}
          title={t('buyerRfq.quote.showroom')}
        >
          {supplier.name}
        </Link>
        <span className={styles.meta}>
          {regionName(supplier.country, localeTag)}
          {quote.revised ? ` · ${t('buyerRfq.quote.revised')}` : ''}
        </span>
      </span>
    </div>
  );
}
