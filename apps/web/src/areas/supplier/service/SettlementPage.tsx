import type { PaymentOrder } from '@sc/contract';
import {
  Button,
  Card,
  Empty,
  Pagination,
  Skeleton,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { LedgerEntries } from '../../../components/ledger/LedgerEntries';
import { useOrders } from '../../../features/billing/api/billingApi';
import { ReceiptButton } from '../../../features/billing/components/ReceiptButton';
import { ORDER_STATUS_COLORS } from '../../../features/billing/orderStatusColors';
import { useQuotaLedger } from '../../../features/buyers/api/useQuotaLedger';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { paths, payResultPath } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ServicePages.module.css';

const PAGE_SIZE = 10;
const PAID: readonly PaymentOrder['status'][] = ['succeeded', 'partially_refunded', 'refunded'];

/** My orders: when, which package, how much, how it ended, the period it bought, and its receipt. */
function OrdersTab() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const [pageIndex, setPageIndex] = useState(1);
  const orders = useOrders(pageIndex, PAGE_SIZE);
  const isNarrow = useViewportWidth() < 640;
  if (orders.isError)
    return <LoadError title={t('billing.settlement.orders')} onRetry={() => void orders.refetch()} />;
  if (orders.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (orders.data.total === 0) {
    return (
      <Empty description={t('billing.settlement.empty')}>
        <Button type="primary" onClick={() => navigate(paths.pay)}>
          {t('billing.settlement.buy')}
        </Button>
      </Empty>
    );
  }
  const columns: TableColumnsType<PaymentOrder> = [
    {
      key: 'date',
      title: t('billing.settlement.columns.date'),
      render: (_, o) => formatDate(o.paidAt ?? o.createdAt, tag),
    },
    {
      key: 'order',
      title: t('billing.settlement.columns.order'),
      render: (_, o) => (
        <Button type="link" size="small" onClick={() => navigate(payResultPath(o.merchantTransactionId))}>
          {o.merchantTransactionId}
        </Button>
      ),
    },
    { key: 'package', title: t('billing.settlement.columns.package'), dataIndex: 'packageName' },
    {
      key: 'amount',
      title: t('billing.settlement.columns.amount'),
      render: (_, o) => (
        <span>
          {formatMoney(o.amount, o.currency, tag)}
          {Number(o.refundedAmount) > 0 ? (
            <Typography.Text type="secondary" className={styles.facts}>
              {t('billing.settlement.refunded', { amount: formatMoney(o.refundedAmount, o.currency, tag) })}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('billing.settlement.columns.status'),
      render: (_, o) => (
        <Tag
          color={ORDER_STATUS_COLORS[o.status]}
          title={o.failure ? t(`billing.failure.${o.failure}`) : undefined}
        >
          {t(`billing.status.${o.status}`)}
        </Tag>
      ),
    },
    {
      key: 'period',
      title: t('billing.settlement.columns.period'),
      render: (_, o) =>
        o.periodStartsAt && o.periodEndsAt
          ? t('billing.settlement.periodLine', {
              from: formatDate(o.periodStartsAt, tag),
              until: formatDate(o.periodEndsAt, tag),
            })
          : '—',
    },
    {
      key: 'receipt',
      title: t('billing.settlement.columns.receipt'),
      render: (_, o) =>
        PAID.includes(o.status) ? (
          <ReceiptButton size="small" merchantTransactionId={o.merchantTransactionId} />
        ) : null,
    },
  ];
  if (isNarrow) {
    return (
      <>
        <ul className={styles.orderCards}>
          {orders.data.list.map((o) => (
            <li key={o.merchantTransactionId} className={styles.orderCard}>
              <div className={styles.orderHead}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => navigate(payResultPath(o.merchantTransactionId))}
                >
                  {o.merchantTransactionId}
                </Button>
                <Tag color={ORDER_STATUS_COLORS[o.status]}>{t(`billing.status.${o.status}`)}</Tag>
              </div>
              <span>
                {o.packageName} · {formatMoney(o.amount, o.currency, tag)}
              </span>
              <Typography.Text type="secondary">
                {formatDate(o.paidAt ?? o.createdAt, tag)}
                {o.periodStartsAt && o.periodEndsAt
                  ? ` · ${t('billing.settlement.periodLine', { from: formatDate(o.periodStartsAt, tag), until: formatDate(o.periodEndsAt, tag) })}`
                  : ''}
              </Typography.Text>
              {PAID.includes(o.status) ? (
                <ReceiptButton size="small" merchantTransactionId={o.merchantTransactionId} />
              ) : null}
            </li>
          ))}
        </ul>
        {orders.data.total > PAGE_SIZE ? (
          <Pagination
            simple
            current={pageIndex}
            pageSize={PAGE_SIZE}
            total={orders.data.total}
            onChange={setPageIndex}
          />
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <Table
        rowKey="merchantTransactionId"
        columns={columns}
        dataSource={orders.data.list}
        loading={orders.isPlaceholderData}
        pagination={{
          current: pageIndex,
          pageSize: PAGE_SIZE,
          total: orders.data.total,
          onChange: setPageIndex,
        }}
        scroll={{ x: 860 }}
      />
    </div>
  );
}

/** Every grant and spend of days and contacts, paged. */
function LedgerTab() {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const ledger = useQuotaLedger(pageIndex, 20, true);
  if (ledger.isError)
    return <LoadError title={t('billing.settlement.ledger')} onRetry={() => void ledger.refetch()} />;
  if (ledger.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('billing.settlement.ledgerIntro')}</Typography.Paragraph>
      {ledger.data.total === 0 ? (
        <Empty description={t('billing.settlement.ledgerEmpty')} />
      ) : (
        <LedgerEntries entries={ledger.data.list} isStale={ledger.isPlaceholderData} />
      )}
      {ledger.data.total > 20 ? (
        <Pagination
          simple
          current={pageIndex}
          pageSize={20}
          total={ledger.data.total}
          onChange={setPageIndex}
        />
      ) : null}
    </>
  );
}

/** Menu page 'Settlement' (/settlement): orders with receipts, and the service ledger. */
export function SettlementPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Tabs
        items={[
          { key: 'orders', label: t('billing.settlement.orders'), children: <OrdersTab /> },
          { key: 'ledger', label: t('billing.settlement.ledger'), children: <LedgerTab /> },
        ]}
      />
    </Card>
  );
}
