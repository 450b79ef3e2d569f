import type { Refund } from '@sc/contract';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUS_COLORS } from '../../../features/billing/orderStatusColors';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';

/** An order's refunds: how much, how far along, why, who asked and when. */
export function OrderRefunds({ refunds, currency }: { refunds: readonly Refund[]; currency: string }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const none = t('consoleBilling.order.none');
  return (
    <Table<Refund>
      rowKey="refundId"
      size="small"
      pagination={false}
      style={{ marginBottom: 24 }}
      scroll={{ x: 560 }}
      dataSource={[...refunds]}
      locale={{ emptyText: t('consoleBilling.order.refundsEmpty') }}
      columns={[
        {
          key: 'amount',
          title: t('consoleBilling.order.refundColumns.amount'),
          render: (_, refund) => formatMoney(refund.amount, currency, tag),
        },
        {
          key: 'status',
          title: t('consoleBilling.order.refundColumns.status'),
          render: (_, refund) => (
            <Tag color={REFUND_STATUS_COLORS[refund.status]}>
              {t(`consoleBilling.order.refundStatus.${refund.status}`)}
            </Tag>
          ),
        },
        { key: 'reason', title: t('consoleBilling.order.refundColumns.reason'), dataIndex: 'reason' },
        {
          key: 'staff',
          title: t('consoleBilling.order.refundColumns.staff'),
          render: (_, refund) => refund.staffName ?? none,
        },
        {
          key: 'date',
          title: t('consoleBilling.order.refundColumns.date'),
          render: (_, refund) => formatDateTime(refund.createdAt, tag),
        },
      ]}
    />
  );
}
