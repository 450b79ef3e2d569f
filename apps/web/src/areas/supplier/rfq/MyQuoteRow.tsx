import { EditOutlined, EyeOutlined, MessageOutlined } from '@ant-design/icons';
import type { MyQuoteRow as Row } from '@sc/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QuoteStateTag } from '../../../features/rfq/components/QuoteStateTag';
import { RfqTimeLeft } from '../../../features/rfq/components/RfqTimeLeft';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { chatWithBuyer } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { formatPricePer, formatQuantity } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './RfqPages.module.css';

type MyQuoteRowProps = {
  row: Row;
  onOpen: (rfqId: number) => void;
  onRevise: (row: Row) => void;
};

/** One of my quotes: the RFQ, my terms, my position, how it stands (with the reason) and its actions. */
export function MyQuoteRow({ row, onOpen, onRevise }: MyQuoteRowProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const { rfq, quote } = row;
  const declineReason = quote.declineReason ? t(`rfq.declineReason.${quote.declineReason}`) : null;
  return (
    <li className={styles.quoteRow}>
      <div className={styles.quoteMain}>
        <button
          type="button"
          className={styles.quoteProduct}
          onClick={() => onOpen(rfq.id)}
          title={t('rfq.card.openNamed', { name: rfq.productName })}
        >
          {rfq.productName}
        </button>
        <span className={styles.quoteMeta}>
          {[
            rfq.number,
            formatQuantity(rfq.quantity, rfq.unit, tag, t),
            rfq.terms,
            `${rfq.buyer.name} · ${rfq.buyer.companyName} (${regionName(rfq.buyer.country, tag)})`,
          ].join(' · ')}
        </span>
        <span>
          <strong>{formatPricePer(quote.price, quote.currency, quote.unit, tag, t)}</strong> · {quote.terms}
          {quote.version > 1 ? ` · ${t('rfq.myQuote.revisedShort')}` : ''}
        </span>
        <span className={styles.quoteMeta}>
          {t('rfq.myQuote.sentAt', { date: formatDateTime(quote.at, tag) })}
        </span>
      </div>
      <div className={styles.quoteState}>
        <QuoteStateTag state={quote.state} />
        <span>{t('rfq.myQuote.position', { position: quote.position, of: quote.of })}</span>
        {quote.state === 'declined' && declineReason ? (
          <span className={styles.quoteReason}>
            {t('rfq.myQuote.declinedWhy', { reason: declineReason })}
            {quote.declineNote ? ` — ${quote.declineNote}` : ''}
          </span>
        ) : null}
        {quote.state === 'rejected' ? (
          <span className={styles.quoteRejected}>
            {t('rfq.myQuote.rejectedWhy', { reason: quote.rejectReason ?? '—' })}
          </span>
        ) : null}
        {rfq.state === 'open' ? <RfqTimeLeft rfq={rfq} /> : null}
      </div>
      <div className={styles.quoteActions}>
        <Button icon={<EyeOutlined />} onClick={() => onOpen(rfq.id)}>
          {t('rfq.card.details')}
        </Button>
        {quote.conversationId !== null ? (
          <Button icon={<MessageOutlined />} onClick={() => navigate(chatWithBuyer(rfq.buyer.id))}>
            {t('rfq.openChat')}
          </Button>
        ) : null}
        {quote.canRevise ? (
          <Button icon={<EditOutlined />} onClick={() => onRevise(row)}>
            {t('rfq.myQuote.revise')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
