import { type ConsoleOrder, cardBrandName } from '@sc/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS } from '../../../features/billing/orderStatusColors';
import { formatDate } from '../../../lib/formatDate';
import { formatMoney } from '../../../lib/formatMoney';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';

/** What an order is: whose, which package on which terms, how much, the card and the period it bought. */
export function OrderFacts({ order }: { order: ConsoleOrder }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const none = t('consoleBilling.order.none');
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2 }}
      style={{ marginBottom: 24 }}
      items={[
        {
          key: 'company',
          label: t('consoleBilling.order.facts.company'),
          span: 'filled',
          children: `${order.companyName} · ${t('consoleBilling.order.companyId', { id: order.supplierId })}`,
        },
        { key: 'package', label: t('consoleBilling.order.facts.package'), children: order.packageName },
        {
          key: 'terms',
          label: t('consoleBilling.order.facts.terms'),
          children: `${t('consoleBilling.order.days', { count: order.days })} · ${t('consoleBilling.order.contacts', { count: order.buyerContacts })}`,
        },
        {
          key: 'amount',
          label: t('consoleBilling.order.facts.amount'),
          children: formatMoney(order.amount, order.currency, tag),
        },
        {
          key: 'refunded',
          label: t('consoleBilling.order.facts.refunded'),
          children: formatMoney(order.refundedAmount, order.currency, tag),
        },
        {
          key: 'status',
          label: t('consoleBilling.order.facts.status'),
          children: (
            <Tag
              color={ORDER_STATUS_COLORS[order.status]}
              title={order.failure ? t(`billing.failure.${order.failure}`) : undefined}
            >
              {t(`billing.status.${order.status}`)}
            </Tag>
          ),
        },
        {
          key: 'card',
          label: t('consoleBilling.order.facts.card'),
          children: order.cardLast4
            ? t('consoleBilling.order.card', {
                brand: cardBrandName(order.cardBrand),
                last4: order.cardLast4,
              })
            : none,
        },
        {
          key: 'created',
          label: t('consoleBilling.order.facts.created'),
          children: formatDateTime(order.createdAt, tag),
        },
        {
          key: 'paid',
          label: t('consoleBilling.order.facts.paid'),
          children: order.paidAt ? formatDateTime(order.paidAt, tag) : none,
        },
        {
          key: 'period',
          label: t('consoleBilling.order.facts.period'),
          span: 'filled',
          children:
            order.periodStartsAt && order.periodEndsAt
              ? t('consoleBilling.order.periodLine', {
                  from: formatDate(order.periodStartsAt, tag),
                  until: formatDate(order.periodEndsAt, tag),
                })
              : none,
        },
      ]}
    />
  );
}
