import { CheckCircleOutlined, MessageOutlined, StarFilled, ThunderboltOutlined } from '@ant-design/icons';
import type { BuyerSummary } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type BuyerStatusTagsProps = {
  buyer: Pick<BuyerSummary, 'isSelected' | 'isNew' | 'contactStatus'>;
};

/** Selected and New badges and my contact status with the buyer. */
export function BuyerStatusTags({ buyer }: BuyerStatusTagsProps) {
  const { t } = useTranslation();
  return (
    <>
      {buyer.isSelected ? (
        <Tag color="gold" variant="filled" icon={<StarFilled />}>
          {t('buyers.badge.selected')}
        </Tag>
      ) : null}
      {buyer.isNew ? (
        <Tag color="green" variant="filled" icon={<ThunderboltOutlined />}>
          {t('buyers.badge.new')}
        </Tag>
      ) : null}
      {buyer.contactStatus === 'contacted' ? (
        <Tag color="blue" variant="filled" icon={<CheckCircleOutlined />}>
          {t('buyers.status.contacted')}
        </Tag>
      ) : null}
      {buyer.contactStatus === 'responded' ? (
        <Tag color="purple" variant="filled" icon={<MessageOutlined />}>
          {t('buyers.status.responded')}
        </Tag>
      ) : null}
    </>
  );
}
