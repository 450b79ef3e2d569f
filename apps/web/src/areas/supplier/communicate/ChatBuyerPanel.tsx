import { StopFilled } from '@ant-design/icons';
import type { BuyerDetail } from '@sc/contract';
import { Descriptions, Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { TagRow } from '../../../components/TagRow';
import { BuyerBrandTags } from '../../../features/buyers/components/BuyerBrandTags';
import { BuyerIdentity } from '../../../features/buyers/components/BuyerIdentity';
import { BuyerProductsTab } from '../../../features/buyers/components/BuyerProductsTab';
import { BuyerStatusTags } from '../../../features/buyers/components/BuyerStatusTags';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { useChatBuyer } from '../../../features/chat/api/useChatBuyer';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ChatWorkspace.module.css';

/** The buyer of the open conversation (chat/buyer/info): who they are, what they buy and look at. */
export function ChatBuyerPanel({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const detail = useChatBuyer(buyerId);
  const buyer = detail.data;

  if (detail.isError) {
    return <LoadError title={t('buyers.drawer.loadError')} onRetry={() => void detail.refetch()} />;
  }
  if (!buyer || buyer.id !== buyerId) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  return <BuyerPanel buyer={buyer} />;
}

/** A buyer's card as the chat shows it (also beside an RFQ): identity, status, facts and products. */
export function BuyerPanel({ buyer }: { buyer: BuyerDetail }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  return (
    <div className={styles.buyerPanel}>
      <BuyerIdentity buyer={buyer} avatarSize={48} />
      <TagRow>
        {buyer.isBlocked ? (
          <Tag color="red" variant="filled" icon={<StopFilled />}>
            {t('consoleBuyers.badge.blocked')}
          </Tag>
        ) : null}
        <BuyerStatusTags buyer={buyer} />
      </TagRow>
      <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={buyer.online} />
      <Descriptions
        column={1}
        size="small"
        className={styles.facts}
        items={[
          { key: 'country', label: t('buyers.field.country'), children: regionName(buyer.country, tag) },
          {
            key: 'category',
            label: t('buyers.field.category'),
            children: t(`category.${buyer.mainCategory}`),
          },
          {
            key: 'brands',
            label: t('buyers.field.brands'),
            children: <BuyerBrandTags brands={buyer.interestedBrands} />,
          },
          { key: 'joined', label: t('buyers.field.joined'), children: formatDate(buyer.joinedAt, tag) },
        ]}
      />
      <Tabs
        size="small"
        items={(['purchasing', 'inquired', 'browsed'] as const).map((kind) => ({
          key: kind,
          label: t(`buyers.drawer.tab.${kind}`),
          children: <BuyerProductsTab buyerId={buyer.id} kind={kind} />,
        }))}
      />
    </div>
  );
}
