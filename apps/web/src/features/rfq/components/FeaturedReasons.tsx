import { StarFilled } from '@ant-design/icons';
import type { RfqFeaturedReason } from '@sc/contract';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why an RFQ is featured, as small tags ("Verified buyer", "Target price given"…). */
export function FeaturedReasons({ reasons }: { reasons: readonly RfqFeaturedReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <>
      <Tooltip title={t('rfq.featuredWhy.title')}>
        <Tag color="gold" variant="filled" icon={<StarFilled />}>
          {t('rfq.featured')}
        </Tag>
      </Tooltip>
      {reasons.map((reason) => (
        <Tag key={reason} color="gold" variant="outlined">
          {t(`rfq.featuredWhy.${reason}`)}
        </Tag>
      ))}
    </>
  );
}
