import type { ConsoleRfq, RfqFlag } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TagRow } from '../../../components/TagRow';

const STATE_COLORS = { review: 'orange', open: 'green', closed: 'default', rejected: 'red' } as const;

/** Why the moderation rules held an RFQ, as readable tags. */
export function RfqFlagTags({ flags }: { flags: readonly RfqFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <TagRow>
      {flags.map((flag) => (
        <Tag key={flag} color="volcano" data-testid="rfq-flag">
          {t(`consoleRfq.flag.${flag}`)}
        </Tag>
      ))}
    </TagRow>
  );
}

/** The RFQ's state (why it closed, once closed), featured and closing soon. */
export function RfqStateTags({ rfq }: { rfq: ConsoleRfq }) {
  const { t } = useTranslation();
  return (
    <TagRow>
      <Tag color={STATE_COLORS[rfq.state]}>
        {rfq.state === 'closed' && rfq.closeReason
          ? t(`consoleRfq.closeReason.${rfq.closeReason}`)
          : t(`rfqShared.state.${rfq.state}`)}
      </Tag>
      {rfq.featured ? <Tag color="gold">{t('consoleRfq.featured')}</Tag> : null}
      {rfq.closingSoon ? <Tag color="magenta">{t('consoleRfq.closingSoon')}</Tag> : null}
    </TagRow>
  );
}
