import { type ConsoleRfqDetail, RFQ_LIMITS } from '@sc/contract';
import { App, Button, Drawer, Input, Radio, Skeleton, Switch, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { isApiError } from '../../../lib/ApiError';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { formatQuantity } from '../../../lib/rfqFormat';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ConsoleRfqPage.module.css';
import { useConsoleRfq, useDecideRfq, useFeatureRfq } from './consoleRfqApi';
import { RfqQuoteItem } from './RfqQuoteItem';
import { RfqFlagTags, RfqStateTags } from './RfqTags';

/** What the buyer asked for, as the moderator checks it. */
function Facts({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  return (
    <dl className={styles.facts}>
      <dt>{t('consoleRfq.field.buyer')}</dt>
      <dd>
        {rfq.buyer.name} · {rfq.buyer.companyName} · {regionName(rfq.buyer.country, tag)}
        {rfq.buyer.verified ? (
          <Tag color="blue" className={styles.inlineTag}>
            {t('consoleRfq.verifiedBuyer')}
          </Tag>
        ) : null}
      </dd>
      <dt>{t('consoleRfq.field.category')}</dt>
      <dd>
        {t(`category.${rfq.category.mainCategory}`)}
        {rfq.category.name !== t(`category.${rfq.category.mainCategory}`) ? ` › ${rfq.category.name}` : ''}
      </dd>
      <dt>{t('consoleRfq.field.quantity')}</dt>
      <dd>{formatQuantity(rfq.quantity, rfq.unit, tag, t)}</dd>
      {rfq.targetPrice ? (
        <>
          <dt>{t('consoleRfq.field.targetPrice')}</dt>
          <dd>
            {t('consoleRfq.perUnit', {
              price: formatMoney(rfq.targetPrice.amount, rfq.targetPrice.currency, tag),
              unit: t(`unit.${rfq.targetPrice.unit}`),
            })}
          </dd>
        </>
      ) : null}
      <dt>{t('consoleRfq.field.terms')}</dt>
      <dd>
        {rfq.terms} {t(`place.${rfq.place}`)}
      </dd>
      {rfq.shelfLifeDays ? (
        <>
          <dt>{t('consoleRfq.field.shelfLife')}</dt>
          <dd>{t('consoleRfq.days', { days: rfq.shelfLifeDays })}</dd>
        </>
      ) : null}
      {rfq.certifications.length > 0 ? (
        <>
          <dt>{t('consoleRfq.field.certifications')}</dt>
          <dd>
            {rfq.certifications.map((type) => t(`credentialType.${type}`)).join(t('format.listSeparator'))}
          </dd>
        </>
      ) : null}
      {rfq.barcode ? (
        <>
          <dt>{t('consoleRfq.field.barcode')}</dt>
          <dd>{rfq.barcode}</dd>
        </>
      ) : null}
      <dt>{t('consoleRfq.field.posted')}</dt>
      <dd>{formatDateTime(rfq.postedAt, tag)}</dd>
      <dt>{t('consoleRfq.field.expires')}</dt>
      <dd>{formatDate(rfq.expiresAt, tag)}</dd>
      <dt>{t('consoleRfq.field.maxQuotes')}</dt>
      <dd>{t('consoleRfq.quotesOf', { n: rfq.quoteCount, max: rfq.maxQuotes })}</dd>
      {rfq.remark ? (
        <>
          <dt>{t('consoleRfq.field.remark')}</dt>
          <dd className={styles.preLine}>{rfq.remark}</dd>
        </>
      ) : null}
      {rfq.attachments.length > 0 ? (
        <>
          <dt>{t('consoleRfq.field.attachments')}</dt>
          <dd>
            <ul className={styles.files}>
              {rfq.attachments.map((file) => (
                <li key={file.fileId}>
                  <a href={file.url} target="_blank" rel="noreferrer">
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** Approve (it opens for quotes now) or reject with a reason the buyer sees. */
function Decision({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const decide = useDecideRfq();
  const reasonId = useId();
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit() {
    if (decision === 'reject' && !reason.trim()) return setError(t('validation.reasonRequired'));
    setError(null);
    try {
      await decide.mutateAsync({ rfqId: rfq.id, decision, reason: decision === 'reject' ? reason : '' });
      void message.success(
        t(decision === 'approve' ? 'consoleRfq.decision.approved' : 'consoleRfq.decision.rejected'),
      );
    } catch (caught) {
      // A field error (the reason) shows beside the field; anything else the HTTP client has shown.
      if (isApiError(caught) && caught.fields.reason) setError(caught.fields.reason);
    }
  }

  return (
    <section className={styles.decision} aria-label={t('consoleRfq.decision.title')}>
      <Radio.Group
        value={decision}
        onChange={(event) => {
          setDecision(event.target.value as 'approve' | 'reject');
          setError(null);
        }}
        optionType="button"
        options={(['approve', 'reject'] as const).map((value) => ({
          value,
          label: t(`consoleRfq.decision.${value}`),
        }))}
      />
      {decision === 'approve' ? (
        <Typography.Text type="secondary">{t('consoleRfq.decision.approveHint')}</Typography.Text>
      ) : (
        <div className={styles.field}>
          <label htmlFor={reasonId}>{t('consoleRfq.decision.reason')}</label>
          <Input.TextArea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('consoleRfq.decision.reasonPlaceholder')}
            maxLength={RFQ_LIMITS.reasonMax}
            status={error ? 'error' : undefined}
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid="rfq-reject-reason"
          />
        </div>
      )}
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Button
        type="primary"
        danger={decision === 'reject'}
        loading={decide.isPending}
        onClick={() => void handleSubmit()}
        data-testid="rfq-decide"
      >
        {t(`consoleRfq.decision.${decision}`)}
      </Button>
    </section>
  );
}

/** Features an open RFQ in the market, or takes the feature away. */
function FeatureToggle({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const feature = useFeatureRfq();
  const switchId = useId();
  return (
    <section className={styles.decision}>
      <span className={styles.switchRow}>
        <Switch
          id={switchId}
          checked={rfq.featured}
          loading={feature.isPending}
          onChange={(featured) =>
            void feature
              .mutateAsync({ rfqId: rfq.id, featured })
              .then(() => message.success(t(featured ? 'consoleRfq.feature.on' : 'consoleRfq.feature.off')))
              .catch(() => undefined)
          }
          data-testid="rfq-feature"
        />
        <label htmlFor={switchId}>{t('consoleRfq.feature.label')}</label>
      </span>
      <Typography.Text type="secondary">{t('consoleRfq.feature.hint')}</Typography.Text>
    </section>
  );
}

function Review({ rfq }: { rfq: ConsoleRfqDetail }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <div className={styles.side}>
      {rfq.flags.length > 0 ? (
        <div className={styles.flags}>
          <Typography.Text type="secondary">{t('consoleRfq.heldFor')}</Typography.Text>
          <RfqFlagTags flags={rfq.flags} />
        </div>
      ) : null}
      <Facts rfq={rfq} />
      {rfq.reviewedBy && rfq.reviewedAt ? (
        <Typography.Text type="secondary">
          {t('consoleRfq.reviewedBy', {
            name: rfq.reviewedBy,
            date: formatDateTime(rfq.reviewedAt, langTag(lang)),
          })}
        </Typography.Text>
      ) : null}
      {rfq.rejectReason ? (
        <div>
          <Typography.Text type="secondary">{t('consoleRfq.rejectReasonShown')}</Typography.Text>{' '}
          <Typography.Text className={styles.preLine}>{rfq.rejectReason}</Typography.Text>
        </div>
      ) : null}
      {rfq.state === 'review' ? <Decision key={rfq.id} rfq={rfq} /> : null}
      {rfq.state === 'open' ? <FeatureToggle rfq={rfq} /> : null}
    </div>
  );
}

type RfqReviewDrawerProps = { rfqId: number | null; onClose: () => void };

/** One RFQ in full: the facts, the decision or the feature toggle, and every quote with "Reject quote". */
export function RfqReviewDrawer({ rfqId, onClose }: RfqReviewDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useConsoleRfq(rfqId);
  const rfq = detail.data;

  return (
    <Drawer
      open={rfqId !== null}
      onClose={onClose}
      size={isMobile ? '100%' : rfq?.state === 'review' ? 720 : 1000}
      destroyOnHidden
      title={
        rfq ? (
          <span className={styles.drawerTitle}>
            <span>
              {rfq.productName}{' '}
              <Typography.Text type="secondary" className={styles.number}>
                {rfq.number}
              </Typography.Text>
            </span>
            <RfqStateTags rfq={rfq} />
          </span>
        ) : null
      }
    >
      {detail.isPending && rfqId !== null ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {detail.isError && !rfq ? (
        <LoadError
          layout="page"
          title={t('consoleRfq.detailError')}
          detail={isApiError(detail.error) ? detail.error.msg : undefined}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {rfq?.state === 'review' ? (
        <div className={styles.single}>
          <Review rfq={rfq} />
        </div>
      ) : null}
      {rfq && rfq.state !== 'review' ? (
        <div className={styles.review}>
          <Review rfq={rfq} />
          <section
            className={styles.quotes}
            aria-label={t('consoleRfq.quotes.title', { n: rfq.quotes.length })}
          >
            <Typography.Title level={5} className={styles.sectionTitle}>
              {t('consoleRfq.quotes.title', { n: rfq.quotes.length })}
            </Typography.Title>
            {rfq.quotes.length === 0 ? (
              <Typography.Text type="secondary">{t('consoleRfq.quotes.empty')}</Typography.Text>
            ) : (
              <ul className={styles.quoteList}>
                {rfq.quotes.map((quote) => (
                  <RfqQuoteItem key={quote.id} quote={quote} />
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}
