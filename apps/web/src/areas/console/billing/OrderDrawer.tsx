import { Drawer, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useConsoleOrder } from '../../../features/billing/api/consoleBillingApi';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { OrderEvents } from './OrderEvents';
import { OrderFacts } from './OrderFacts';
import { OrderRefunds } from './OrderRefunds';
import { RefundForm } from './RefundForm';

type OrderDrawerProps = {
  /** The order to show; null keeps the drawer closed. */
  merchantTransactionId: string | null;
  onClose: () => void;
};

/** One order for the platform team: its facts, every notify received (raw), its refunds and a refund form. */
export function OrderDrawer({ merchantTransactionId, onClose }: OrderDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const order = useConsoleOrder(merchantTransactionId);
  const detail = order.data;

  let body: React.ReactNode;
  if (order.isError)
    body = <LoadError title={t('consoleBilling.order.loadError')} onRetry={() => void order.refetch()} />;
  else if (!detail) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <>
        <OrderFacts order={detail.order} />
        <Typography.Title level={5}>{t('consoleBilling.order.refunds')}</Typography.Title>
        <OrderRefunds refunds={detail.refunds} currency={detail.order.currency} />
        <Typography.Title level={5}>{t('consoleBilling.refund.title')}</Typography.Title>
        <RefundForm key={`${detail.order.merchantTransactionId}-${detail.refundable}`} detail={detail} />
        <Typography.Title level={5}>{t('consoleBilling.order.events')}</Typography.Title>
        <OrderEvents events={detail.events} />
      </>
    );

  return (
    <Drawer
      open={merchantTransactionId !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 680}
      destroyOnHidden
      title={
        merchantTransactionId ? t('consoleBilling.order.title', { number: merchantTransactionId }) : null
      }
    >
      {body}
    </Drawer>
  );
}
