import { Button, Descriptions, Drawer, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { TagRow } from '../../../components/TagRow';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useBuyerDetail } from '../api/useBuyerDetail';
import type { BuyerDrawerTab } from '../useBuyerDrawer';
import { BuyerBrandTags } from './BuyerBrandTags';
import styles from './BuyerDrawer.module.css';
import { BuyerIdentity } from './BuyerIdentity';
import { BuyerProductsTab } from './BuyerProductsTab';
import { BuyerStatusTags } from './BuyerStatusTags';
import { ContactButton } from './ContactButton';
import { OfferProductsTab } from './OfferProductsTab';
import { OnlineLabel } from './OnlineLabel';

export type BuyerDrawerProps = {
  buyerId: number | null;
  tab: BuyerDrawerTab;
  onTabChange: (tab: BuyerDrawerTab) => void;
  onClose: () => void;
};

/** Everything about one buyer (SPEC 3): profile, contact status, their products and mine to offer. */
export function BuyerDrawer({ buyerId, tab, onTabChange, onClose }: BuyerDrawerProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useBuyerDetail(buyerId);
  const buyer = detail.data;

  function body() {
    if (detail.isError) {
      return <LoadError title={t('buyers.drawer.loadError')} onRetry={() => void detail.refetch()} />;
    }
    if (!buyer || buyer.id !== buyerId) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
    const contactDates = [
      buyer.contactedAt
        ? t('buyers.drawer.contactedOn', { date: formatDateTime(buyer.contactedAt, tag) })
        : null,
      buyer.respondedAt
        ? t('buyers.drawer.respondedOn', { date: formatDateTime(buyer.respondedAt, tag) })
        : null,
    ].filter(Boolean);
    const items = [
      { key: 'company', label: t('buyers.field.company'), children: buyer.companyName },
      { key: 'jobTitle', label: t('buyers.field.jobTitle'), children: t(`jobTitle.${buyer.jobTitle}`) },
      { key: 'title', label: t('buyers.field.title'), children: t(`personTitle.${buyer.title}`) },
      {
        key: 'country',
        label: t('buyers.field.country'),
        children: regionName(buyer.country, tag),
      },
      { key: 'category', label: t('buyers.field.category'), children: t(`category.${buyer.mainCategory}`) },
      {
        key: 'brands',
        label: t('buyers.field.brands'),
        children: <BuyerBrandTags brands={buyer.interestedBrands} />,
      },
      {
        key: 'lastOnline',
        label: t('buyers.field.lastOnline'),
        children: (
          <span className={styles.stack}>
            <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={buyer.online} />
            {buyer.lastOnlineAt ? (
              <span className={styles.muted}>{formatDateTime(buyer.lastOnlineAt, tag)}</span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'status',
        label: t('buyers.field.status'),
        children: (
          <span className={styles.stack}>
            <span>{t(`buyers.status.${buyer.contactStatus}`)}</span>
            {contactDates.map((line) => (
              <span key={line} className={styles.muted}>
                {line}
              </span>
            ))}
          </span>
        ),
      },
      { key: 'joined', label: t('buyers.field.joined'), children: formatDate(buyer.joinedAt, tag) },
    ];
    return (
      <div className={styles.content}>
        <section className={styles.head}>
          <BuyerIdentity buyer={buyer} isCompact avatarSize={52} />
          <TagRow>
            <BuyerStatusTags buyer={buyer} />
          </TagRow>
        </section>
        <Descriptions column={1} size="small" bordered={!isMobile} items={items} className={styles.facts} />
        <Tabs
          activeKey={tab}
          onChange={(key) => onTabChange(key as BuyerDrawerTab)}
          items={[
            {
              key: 'purchasing',
              label: t('buyers.drawer.tab.purchasing'),
              children: <BuyerProductsTab buyerId={buyer.id} kind="purchasing" />,
            },
            {
              key: 'inquired',
              label: t('buyers.drawer.tab.inquired'),
              children: <BuyerProductsTab buyerId={buyer.id} kind="inquired" />,
            },
            {
              key: 'browsed',
              label: t('buyers.drawer.tab.browsed'),
              children: <BuyerProductsTab buyerId={buyer.id} kind="browsed" />,
            },
            {
              key: 'offer',
              label: t('buyers.drawer.tab.offer'),
              children: <OfferProductsTab buyerId={buyer.id} />,
            },
          ]}
        />
      </div>
    );
  }

  return (
    <Drawer
      open={buyerId !== null}
      title={t('buyers.drawer.title')}
      size={isMobile ? '100%' : 600}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: true }}
      footer={
        buyer && buyer.id === buyerId ? (
          <Space className={styles.footer} wrap>
            <Button onClick={onClose}>{t('buyers.drawer.close')}</Button>
            <ContactButton buyer={buyer} />
          </Space>
        ) : null
      }
    >
      {body()}
    </Drawer>
  );
}
