import { type ConsoleRfqQuote, RFQ_LIMITS } from '@sc/contract';
import { App, Avatar, Button, Input, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagRow } from '../../../components/TagRow';
import { isApiError } from '../../../lib/ApiError';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleRfqPage.module.css';
import { useRejectQuote } from './consoleRfqApi';

const STATUS_COLORS = {
  submitted: 'default',
  shortlisted: 'blue',
  declined: 'default',
  awarded: 'green',
} as const;

/** Rejects an off-topic quote with a reason the supplier sees; its contact is given back. */
function RejectQuoteForm({ quote, onDone }: { quote: ConsoleRfqQuote; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectQuote();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit() {
    if (!reason.trim()) return setError(t('validation.reasonRequired'));
    setError(null);
    try {
      await reject.mutateAsync({ quoteId: quote.id, reason });
      void message.success(t('consoleRfq.quotes.rejected'));
      onDone();
    } catch (caught) {
      if (isApiError(caught) && caught.fields.reason) setError(caught.fields.reason);
    }
  }

  return (
    <div className={styles.rejectForm}>
      <Typography.Text type="secondary">{t('consoleRfq.quotes.rejectHint')}</Typography.Text>
      <div className={styles.field}>
        <label htmlFor={reasonId}>{t('consoleRfq.quotes.rejectReason')}</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t('consoleRfq.quotes.rejectPlaceholder')}
          maxLength={RFQ_LIMITS.reasonMax}
          status={error ? 'error' : undefined}
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="quote-reject-reason"
        />
      </div>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <span className={styles.formActions}>
        <Button onClick={onDone}>{t('consoleRfq.quotes.cancel')}</Button>
        <Button
          danger
          type="primary"
          loading={reject.isPending}
          onClick={() => void handleSubmit()}
          data-testid="quote-reject-confirm"
        >
          {t('consoleRfq.quotes.reject')}
        </Button>
      </span>
    </div>
  );
}

/** One quote on the RFQ: supplier, terms, how it stands, and "Reject quote". */
export function RfqQuoteItem({ quote }: { quote: ConsoleRfqQuote }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const [isRejecting, setRejecting] = useState(false);
  const isRejected = quote.rejectReason !== null;
  const details = [
    `${quote.terms}${quote.place ? ` ${t(`place.${quote.place}`)}` : ''}`,
    quote.moq ? t('consoleRfq.quotes.moq', { moq: quote.moq.toLocaleString(tag) }) : null,
    quote.leadTimeDays ? t('consoleRfq.quotes.leadTime', { days: quote.leadTimeDays }) : null,
    quote.validUntil ? t('consoleRfq.quotes.validUntil', { date: formatDate(quote.validUntil, tag) }) : null,
    t(`rfqShared.sampleOffer.${quote.sampleOffer}`),
  ].filter((part): part is string => Boolean(part));

  return (
    <li
      className={`${styles.quote} ${isRejected ? styles.rejectedQuote : ''}`}
      data-testid="console-rfq-quote"
    >
      <div className={styles.quoteHead}>
        <span className={styles.supplier}>
          <Avatar shape="square" size={36} src={quote.supplier.logoUrl ?? undefined}>
            {quote.supplier.name.slice(0, 1)}
          </Avatar>
          <span className={styles.supplierText}>
            <Typography.Text strong>{quote.supplier.name}</Typography.Text>
            <Typography.Text type="secondary" className={styles.meta}>
              {regionName(quote.supplier.country, tag)}
              {quote.supplier.credentials.length > 0
                ? ` · ${t('consoleRfq.quotes.credentials', {
                    types: quote.supplier.credentials
                      .map((badge) => t(`credentialType.${badge.type}`))
                      .join(t('format.listSeparator')),
                  })}`
                : ''}
            </Typography.Text>
          </span>
        </span>
        <TagRow>
          {isRejected ? (
            <Tag color="red">{t('consoleRfq.quotes.status.rejected')}</Tag>
          ) : (
            <Tag color={STATUS_COLORS[quote.status]}>{t(`consoleRfq.quotes.status.${quote.status}`)}</Tag>
          )}
          {quote.revised ? <Tag>{t('consoleRfq.quotes.revised')}</Tag> : null}
        </TagRow>
      </div>
      <Typography.Text strong className={styles.price}>
        {t('consoleRfq.perUnit', {
          price: formatMoney(quote.price, quote.currency, tag),
          unit: t(`unit.${quote.unit}`),
        })}
      </Typography.Text>
      <Typography.Text className={styles.line}>{details.join(' · ')}</Typography.Text>
      {quote.product ? (
        <Typography.Text className={styles.line}>
          {t('consoleRfq.quotes.product', { name: quote.product.name })}
        </Typography.Text>
      ) : null}
      {quote.quotation ? (
        <Typography.Text className={styles.line}>
          {t('consoleRfq.quotes.quotation', { number: quote.quotation.number })} · {quote.quotation.name}
        </Typography.Text>
      ) : null}
      {quote.message ? (
        <Typography.Paragraph className={styles.message}>{quote.message}</Typography.Paragraph>
      ) : null}
      <Typography.Text type="secondary" className={styles.meta} title={formatDateTime(quote.at, tag)}>
        {t('consoleRfq.quotes.sent', { time: formatRelativeTime(quote.at, tag) })}
      </Typography.Text>
      {isRejected ? (
        <div className={styles.rejection}>
          <Typography.Text className={styles.preLine}>
            {t('consoleRfq.quotes.rejectedOn', {
              date: quote.rejectedAt ? formatDateTime(quote.rejectedAt, tag) : '',
              reason: quote.rejectReason,
            })}
          </Typography.Text>
          <Tag color={quote.contactRefunded ? 'green' : 'default'}>
            {quote.contactRefunded ? t('consoleRfq.quotes.refunded') : t('consoleRfq.quotes.noContact')}
          </Tag>
        </div>
      ) : isRejecting ? (
        <RejectQuoteForm quote={quote} onDone={() => setRejecting(false)} />
      ) : (
        <span className={styles.formActions}>
          <Button danger onClick={() => setRejecting(true)} data-testid="quote-reject">
            {t('consoleRfq.quotes.reject')}
          </Button>
        </span>
      )}
    </li>
  );
}
