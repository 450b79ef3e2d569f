import { SearchOutlined } from '@ant-design/icons';
import { type ConsoleOrder, ORDER_STATUSES, type OrderStatus } from '@sc/contract';
import { Button, Input, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useConsoleOrders } from '../../../features/billing/api/consoleBillingApi';
import { ORDER_STATUS_COLORS } from '../../../features/billing/orderStatusColors';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleBillingPage.module.css';
import { OrderDrawer } from './OrderDrawer';

const PAGE_SIZE = 20;

/** Every company's orders, newest first, by status or order number/company; a row opens its detail. */
export function OrdersTab() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  // `?q=`: a company's orders, linked from its page in the console's suppliers.
  const [search, setSearch] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const keyword = useDebouncedValue(search.trim());
  const [pageIndex, setPageIndex] = useState(1);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const orders = useConsoleOrders({
    pageIndex,
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
  });

  const columns: TableColumnsType<ConsoleOrder> = [
    {
      key: 'date',
      title: t('consoleBilling.orders.columns.date'),
      render: (_, order) => formatDateTime(order.paidAt ?? order.createdAt, tag),
    },
    {
      key: 'order',
      title: t('consoleBilling.orders.columns.order'),
      render: (_, order) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setOpenOrder(order.merchantTransactionId)}
        >
          {order.merchantTransactionId}
        </Button>
      ),
    },
    {
      key: 'company',
      title: t('consoleBilling.orders.columns.company'),
      render: (_, order) => (
        <>
          {order.companyName}
          <Typography.Text type="secondary" className={styles.secondLine}>
            {t('consoleBilling.order.companyId', { id: order.supplierId })}
          </Typography.Text>
        </>
      ),
    },
    { key: 'package', title: t('consoleBilling.orders.columns.package'), dataIndex: 'packageName' },
    {
      key: 'amount',
      title: t('consoleBilling.orders.columns.amount'),
      align: 'end',
      render: (_, order) => (
        <>
          {formatMoney(order.amount, order.currency, tag)}
          {Number(order.refundedAmount) > 0 ? (
            <Typography.Text type="secondary" className={styles.secondLine}>
              {t('consoleBilling.orders.refunded', {
                amount: formatMoney(order.refundedAmount, order.currency, tag),
              })}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      title: t('consoleBilling.orders.columns.status'),
      render: (_, order) => (
        <Tag
          color={ORDER_STATUS_COLORS[order.status]}
          title={order.failure ? t(`billing.failure.${order.failure}`) : undefined}
        >
          {t(`billing.status.${order.status}`)}
        </Tag>
      ),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <Input
          allowClear
          className={styles.grow}
          prefix={<SearchOutlined />}
          maxLength={100}
          value={search}
          placeholder={t('consoleBilling.orders.search')}
          aria-label={t('consoleBilling.orders.search')}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageIndex(1);
          }}
        />
        <Select<OrderStatus | 'all'>
          style={{ minWidth: 180 }}
          value={status ?? 'all'}
          aria-label={t('consoleBilling.orders.status')}
          onChange={(value) => {
            setStatus(value === 'all' ? null : value);
            setPageIndex(1);
          }}
          options={[
            { value: 'all', label: t('consoleBilling.orders.allStatuses') },
            ...ORDER_STATUSES.map((value) => ({ value, label: t(`billing.status.${value}`) })),
          ]}
        />
      </div>
      {orders.isError ? (
        <ListLoadError
          title={t('consoleBilling.orders.loadError')}
          error={orders.error}
          hasData={false}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <Table<ConsoleOrder>
          rowKey="merchantTransactionId"
          size="small"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isPending || orders.isPlaceholderData}
          scroll={{ x: 860 }}
          locale={{ emptyText: t('consoleBilling.orders.empty') }}
          rowClassName={styles.clickableRow}
          onRow={(order) => ({ onClick: () => setOpenOrder(order.merchantTransactionId) })}
          pagination={{
            current: pageIndex,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            onChange: setPageIndex,
            showSizeChanger: false,
            showTotal: (total) => t('consoleBilling.orders.total', { count: total }),
          }}
        />
      )}
      <OrderDrawer merchantTransactionId={openOrder} onClose={() => setOpenOrder(null)} />
    </>
  );
}
