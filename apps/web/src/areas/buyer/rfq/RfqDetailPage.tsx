import type { MyRfqDetail } from '@sc/contract';
import { App, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useMyRfq } from '../../../features/buyerApp/api/useMyRfq';
import { useRfqActions } from '../../../features/buyerApp/api/useRfqActions';
import { QuoteComparison } from '../../../features/buyerApp/components/rfq/QuoteComparison';
import { RfqPostedNotice } from '../../../features/buyerApp/components/rfq/RfqPostedNotice';
import { RfqSummary } from '../../../features/buyerApp/components/rfq/RfqSummary';
import { useQuoteActions } from '../../../features/buyerApp/components/rfq/useQuoteActions';
import { showSuccessMessage } from '../../../lib/feedback';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import { parseId } from '../parseId';
import { useLocaleTag } from '../useLocaleTag';
import styles from './RfqDetailPage.module.css';

/** /buyer/rfqs/:rfqId: one of my RFQs, where it stands, and the quotes received side by side. */
export function RfqDetailPage() {
  const { t } = useTranslation();
  const rfqId = parseId(useParams().rfqId);
  const query = useMyRfq(rfqId);
  const rfq = query.data;

  let body: React.ReactNode;
  if (rfqId === null || (query.isError && !rfq)) {
    body = (
      <LoadError layout="page" title={t('buyerRfq.detail.loadError')} onRetry={() => void query.refetch()} />
    );
  } else if (!rfq) {
    body = <Skeleton active className={styles.skeleton} />;
  } else {
    body = <RfqDetail rfq={rfq} />;
  }

  return (
    <BuyerShell
      title={rfq?.productName ?? t('buyerRfq.detail.title')}
      subtitle={rfq?.number}
      backTo={buyerPaths.rfqs}
      isWide
    >
      {body}
    </BuyerShell>
  );
}

function RfqDetail({ rfq }: { rfq: MyRfqDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const localeTag = useLocaleTag();
  const location = useLocation();
  const isJustPosted = (location.state as { isJustPosted?: boolean } | null)?.isJustPosted === true;
  const { cancel } = useRfqActions(rfq.id);
  const quoteActions = useQuoteActions(rfq);
  const canCancel = rfq.state === 'open' || rfq.state === 'review';

  function handleCancel() {
    modal.confirm({
      title: t('buyerRfq.detail.cancelTitle'),
      content: t('buyerRfq.detail.cancelText'),
      okText: t('buyerRfq.detail.cancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('buyerRfq.detail.keepOpen'),
      onOk: () =>
        cancel.mutateAsync().then(
          () => showSuccessMessage(t('buyerRfq.detail.cancelled')),
          () => undefined, // the client has shown why
        ),
    });
  }

  let quotes: React.ReactNode = null;
  if (rfq.quotes.length > 0)
    quotes = <QuoteComparison rfq={rfq} localeTag={localeTag} actions={quoteActions} />;
  else if (rfq.state === 'open')
    quotes = <Empty className={styles.empty} description={t('buyerRfq.detail.noQuotes')} />;
  else if (rfq.state === 'closed')
    quotes = <Empty className={styles.empty} description={t('buyerRfq.detail.noQuotesClosed')} />;

  return (
    <>
      <RfqPostedNotice rfq={rfq} isJustPosted={isJustPosted} localeTag={localeTag} />
      <RfqSummary
        rfq={rfq}
        localeTag={localeTag}
        now={new Date()}
        actions={
          canCancel ? (
            <Button danger type="text" onClick={handleCancel} loading={cancel.isPending}>
              {t('buyerRfq.detail.cancel')}
            </Button>
          ) : null
        }
      />
      {quotes}
      {quoteActions.dialogs}
    </>
  );
}
