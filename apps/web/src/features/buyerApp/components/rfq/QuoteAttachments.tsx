import { FileTextOutlined, ShoppingOutlined } from '@ant-design/icons';
import type { ReceivedQuote } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerPaths } from '../../../../lib/paths';
import styles from './QuoteAttachments.module.css';

/** The product and the quotation a supplier attached to its quote. */
export function QuoteAttachments({ quote }: { quote: ReceivedQuote }) {
  const { t } = useTranslation();
  if (!quote.product && !quote.quotation) return null;
  return (
    <span className={styles.attached}>
      {quote.product ? (
        <Link to={buyerPaths.product(quote.product.productId)} className={styles.chip}>
          {quote.product.imageUrl ? (
            <img src={quote.product.imageUrl} alt="" className={styles.thumb} />
          ) : (
            <ShoppingOutlined className={styles.icon} />
          )}
          <span className={styles.label}>{quote.product.name}</span>
        </Link>
      ) : null}
      {quote.quotation ? (
        <span className={styles.chip} title={quote.quotation.name}>
          <FileTextOutlined className={styles.icon} />
          <span className={styles.label}>
            {t('buyerRfq.quote.quotationLines', {
              number: quote.quotation.number,
              count: quote.quotation.lineCount,
            })}
          </span>
        </span>
      ) : null}
    </span>
  );
}
