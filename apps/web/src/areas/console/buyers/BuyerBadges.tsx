import { CheckCircleFilled, FlagFilled, MailOutlined, StopFilled } from '@ant-design/icons';
import type { ConsoleBuyer } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type BuyerBadgesProps = {
  buyer: Pick<ConsoleBuyer, 'verifiedAt' | 'blockedAt' | 'openReports' | 'invitationPending'>;
};

/** Verified, blocked, open reports and a pending invitation, as tags. */
export function BuyerBadges({ buyer }: BuyerBadgesProps) {
  const { t } = useTranslation();
  return (
    <>
      {buyer.verifiedAt ? (
        <Tag color="blue" variant="filled" icon={<CheckCircleFilled />}>
          {t('consoleBuyers.badge.verified')}
        </Tag>
      ) : null}
      {buyer.blockedAt ? (
        <Tag color="red" variant="filled" icon={<StopFilled />}>
          {t('consoleBuyers.badge.blocked')}
        </Tag>
      ) : null}
      {buyer.openReports > 0 ? (
        <Tag color="orange" variant="filled" icon={<FlagFilled />}>
          {t('consoleBuyers.badge.reports', { count: buyer.openReports })}
        </Tag>
      ) : null}
      {buyer.invitationPending ? (
        <Tag variant="filled" icon={<MailOutlined />}>
          {t('consoleBuyers.badge.invited')}
        </Tag>
      ) : null}
    </>
  );
}
