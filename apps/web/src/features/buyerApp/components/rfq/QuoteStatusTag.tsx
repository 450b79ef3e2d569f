import type { ReceivedQuote } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { shortlisted: 'gold', declined: 'default', awarded: 'blue' } as const;

/** Shortlisted, Declined or Awarded; nothing for a quote not acted on yet. */
export function QuoteStatusTag({ quote }: { quote: ReceivedQuote }) {
  const { t } = useTranslation();
  if (quote.status === 'submitted') return null;
  return (
    <Tag color={COLORS[quote.status]} variant="filled" data-testid="quote-status">
      {t(`buyerRfq.quote.states.${quote.status}`)}
    </Tag>
  );
}
