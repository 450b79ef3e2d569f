import { EditOutlined, MessageOutlined } from '@ant-design/icons';
import type { MyRfqQuote } from '@sc/contract';
import { Alert, Button, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { chatWithBuyer } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './MyQuote.module.css';
import { QuoteStateTag } from './QuoteStateTag';
import { QuoteTermsView } from './QuoteTermsView';

type MyQuoteViewProps = {
  quote: MyRfqQuote;
  buyerId: number;
  onRevise?: () => void;
};

/** What a decline or a rejection says, in my language. */
export function QuoteOutcome({ quote }: { quote: MyRfqQuote }) {
  const { t } = useTranslation();
  if (quote.state === 'declined') {
    const reason = quote.declineReason ? t(`rfq.declineReason.${quote.declineReason}`) : null;
    return (
      <Alert
        type="warning"
        showIcon
        title={reason ? t('rfq.myQuote.declinedWhy', { reason }) : t('rfq.quoteState.declined')}
        description={quote.declineNote || undefined}
      />
    );
  }
  if (quote.state === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('rfq.myQuote.rejectedWhy', { reason: quote.rejectReason ?? '—' })}
        description={t('rfq.myQuote.rejectedRefund')}
      />
    );
  }
  if (quote.state === 'awarded') {
    return <Alert type="success" showIcon title={t('rfq.myQuote.awarded')} />;
  }
  return null;
}

/** My quote on an RFQ: how it stands, my position, its current terms and earlier versions. */
export function MyQuoteView({ quote, buyerId, onRevise }: MyQuoteViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tag = langTag(useLanguage().lang);
  return (
    <section className={styles.myQuote} aria-label={t('rfq.myQuote.title')}>
      <div className={styles.head}>
        <QuoteStateTag state={quote.state} />
        <span className={styles.position}>
          {t('rfq.myQuote.position', { position: quote.position, of: quote.of })}
        </span>
        <span className={styles.muted}>
          {t(quote.version > 1 ? 'rfq.myQuote.revisedAt' : 'rfq.myQuote.sentAt', {
            date: formatDateTime(quote.at, tag),
          })}
        </span>
      </div>
      <QuoteOutcome quote={quote} />
      <QuoteTermsView terms={quote} />
      {quote.history.length > 0 ? (
        <Collapse
          size="small"
          items={quote.history.map((version) => ({
            key: version.version,
            label: t('rfq.myQuote.version', {
              version: version.version,
              date: formatDateTime(version.at, tag),
            }),
            children: <QuoteTermsView terms={version} />,
          }))}
        />
      ) : null}
      <div className={styles.actions}>
        {quote.conversationId !== null ? (
          <Button icon={<MessageOutlined />} onClick={() => navigate(chatWithBuyer(buyerId))}>
            {t('rfq.openChat')}
          </Button>
        ) : null}
        {quote.canRevise && onRevise ? (
          <Button icon={<EditOutlined />} onClick={onRevise}>
            {t('rfq.myQuote.revise')}
          </Button>
        ) : null}
        {!quote.canRevise && quote.version > 1 ? (
          <span className={styles.muted}>{t('rfq.myQuote.revisionUsed')}</span>
        ) : null}
      </div>
    </section>
  );
}
