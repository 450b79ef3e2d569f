import type { RfqQuoteState } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RfqQuoteState, string> = {
  submitted: 'blue',
  viewed: 'cyan',
  replied: 'purple',
  shortlisted: 'gold',
  declined: 'default',
  awarded: 'success',
  rfq_closed: 'default',
  rejected: 'error',
};

/** How my quote stands: submitted, viewed by the buyer, replied, shortlisted, declined, awarded… */
export function QuoteStateTag({ state }: { state: RfqQuoteState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} variant="filled">
      {t(`rfq.quoteState.${state}`)}
    </Tag>
  );
}
