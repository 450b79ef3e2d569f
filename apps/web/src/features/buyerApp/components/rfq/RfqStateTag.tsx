import type { MyRfq } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { review: 'orange', open: 'green', closed: 'default', rejected: 'red' } as const;

/** In review, Open, "Closed: Awarded" (with why it closed), or Rejected. */
export function RfqStateTag({ rfq }: { rfq: Pick<MyRfq, 'state' | 'closeReason'> }) {
  const { t } = useTranslation();
  const label =
    rfq.state === 'closed' && rfq.closeReason
      ? t('buyerRfq.detail.closedBecause', { reason: t(`buyerRfq.closeReason.${rfq.closeReason}`) })
      : t(`buyerRfq.state.${rfq.state}`);
  const color = rfq.closeReason === 'awarded' ? 'blue' : COLORS[rfq.state];
  return (
    <Tag color={color} variant="filled" data-testid="rfq-state">
      {label}
    </Tag>
  );
}
