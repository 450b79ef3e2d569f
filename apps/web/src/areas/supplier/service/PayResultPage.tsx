import { cardBrandName, type PaymentOrder } from '@sc/contract';
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useOrder, WAITING_STATUSES } from '../../../features/billing/api/billingApi';
import { ReceiptButton } from '../../../features/billing/components/ReceiptButton';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ServicePages.module.css';

/** Order number, amount and card: what the payer checks against a bank statement. */
function OrderFacts({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <p className={styles.facts}>
      <span>{t('billing.result.order', { number: order.merchantTransactionId })}</span>
      <span>
        {order.packageName} · {formatMoney(order.amount, order.currency, tag)}
      </span>
      {order.cardLast4 ? (
        <span>
          {t('billing.result.card', { brand: cardBrandName(order.cardBrand), last4: order.cardLast4 })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * Fixed page /payResult?merchantTransactionId=…: the payment's outcome, asked of the server (never
 * read from the address) until it is final, so a refresh or a lost redirect shows the truth.
 */
export function PayResultPage() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const merchantTransactionId = params.get('merchantTransactionId');
  const order = useOrder(merchantTransactionId);

  if (!merchantTransactionId) return <Result status="404" title={t('billing.result.notFound')} />;
  if (order.isError) {
    return (
      <LoadError layout="page" title={t('billing.result.notFound')} onRetry={() => void order.refetch()} />
    );
  }
  const data = order.data;
  if (!data) return <Spin size="large" className={styles.result} />;

  const tryAgain = (
    <Button type="primary" key="again" onClick={() => navigate(paths.pay)}>
      {t('billing.result.tryAgain')}
    </Button>
  );
  let result: React.ReactNode;
  if (data.status === 'pending_3ds' && data.redirectUrl) {
    const redirectUrl = data.redirectUrl;
    result = (
      <Result
        status="info"
        title={t('billing.result.authenticate')}
        subTitle={<OrderFacts order={data} />}
        extra={
          <Button type="primary" onClick={() => window.location.assign(redirectUrl)}>
            {t('billing.result.authenticateButton')}
          </Button>
        }
      />
    );
  } else if (WAITING_STATUSES.includes(data.status)) {
    result = (
      <Result
        icon={<Spin size="large" />}
        title={t('billing.result.waiting')}
        subTitle={t('billing.result.waitingHint')}
        extra={<OrderFacts order={data} />}
      />
    );
  } else if (data.status === 'failed') {
    result = (
      <Result
        status="error"
        title={t('billing.result.failed')}
        subTitle={t(`billing.failure.${data.failure ?? 'other'}`)}
        extra={[tryAgain]}
      >
        <OrderFacts order={data} />
      </Result>
    );
  } else if (data.status === 'expired') {
    result = (
      <Result
        status="warning"
        title={t('billing.result.expired')}
        subTitle={t('billing.result.expiredText')}
        extra={[tryAgain]}
      />
    );
  } else {
    result = (
      <Result
        status="success"
        title={t('billing.result.succeeded')}
        subTitle={t('billing.result.succeededText', {
          contacts: t('billing.pay.contacts', { count: data.buyerContacts }),
          date: data.periodEndsAt ? formatDate(data.periodEndsAt, tag) : '—',
        })}
        extra={[
          <ReceiptButton key="receipt" type="primary" merchantTransactionId={data.merchantTransactionId} />,
          <Button key="buyers" onClick={() => navigate(paths.buyersList)}>
            {t('billing.result.toBuyers')}
          </Button>,
          <Button key="orders" type="link" onClick={() => navigate(paths.settlement)}>
            {t('billing.result.orders')}
          </Button>,
        ]}
      >
        <OrderFacts order={data} />
      </Result>
    );
  }
  return <Card className={styles.result}>{result}</Card>;
}
