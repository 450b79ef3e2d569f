import {
  CheckCircleOutlined,
  EditOutlined,
  MailOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { BuyerProduct, ConsoleBuyerDetail } from '@sc/contract';
import { Alert, App, Button, Descriptions, Drawer, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { TagRow } from '../../../components/TagRow';
import { BuyerBrandTags } from '../../../features/buyers/components/BuyerBrandTags';
import { BuyerIdentity } from '../../../features/buyers/components/BuyerIdentity';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { ProductRow } from '../../../features/buyers/components/ProductRow';
import { isApiError } from '../../../lib/ApiError';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { BlockBuyerModal } from './BlockBuyerModal';
import { BuyerBadges } from './BuyerBadges';
import { isOnlineNow } from './BuyerItem';
import { BuyerProfileForm } from './BuyerProfileForm';
import { BuyerReportItem } from './BuyerReportItem';
import styles from './ConsoleBuyersPage.module.css';
import { useConsoleBuyer, useResendInvitation, useVerifyBuyer } from './consoleBuyersApi';

function ProductList({ products }: { products: BuyerProduct[] }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  if (products.length === 0)
    return <Typography.Text type="secondary">{t('consoleBuyers.products.empty')}</Typography.Text>;
  return (
    <ul className={styles.productList}>
      {products.map((product) => (
        <ProductRow key={product.id} product={product}>
          <Typography.Text type="secondary" className={styles.meta}>
            {product.categoryPath.join(' › ')} · {formatDate(product.at, tag)}
          </Typography.Text>
        </ProductRow>
      ))}
    </ul>
  );
}

/** Counts of what the buyer did with suppliers. */
function History({ buyer }: { buyer: ConsoleBuyerDetail }) {
  const { t } = useTranslation();
  const keys = ['suppliersContacted', 'conversations', 'messagesSent', 'rfqsPosted', 'reports'] as const;
  return (
    <section aria-label={t('consoleBuyers.history.title')}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {t('consoleBuyers.history.title')}
      </Typography.Title>
      <dl className={styles.counts}>
        {keys.map((key) => (
          <div key={key} className={styles.count}>
            <dt>{t(`consoleBuyers.history.${key}`)}</dt>
            <dd data-testid={`buyer-history-${key}`}>{buyer.history[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Edit, verify, block and (for an invited buyer) resend the invitation. */
function Actions({ buyer, onEdit }: { buyer: ConsoleBuyerDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const verify = useVerifyBuyer();
  const [isBlocking, setIsBlocking] = useState(false);
  const isVerified = buyer.verifiedAt !== null;
  return (
    <div className={styles.actions}>
      <Button icon={<EditOutlined />} onClick={onEdit}>
        {t('consoleBuyers.actions.edit')}
      </Button>
      <Button
        icon={isVerified ? <UndoOutlined /> : <CheckCircleOutlined />}
        loading={verify.isPending}
        onClick={() =>
          void verify
            .mutateAsync({ buyerId: buyer.id, verified: !isVerified })
            .then(() =>
              message.success(
                t(isVerified ? 'consoleBuyers.actions.unverified' : 'consoleBuyers.actions.verified'),
              ),
            )
            .catch(() => undefined)
        }
      >
        {t(isVerified ? 'consoleBuyers.actions.unverify' : 'consoleBuyers.actions.verify')}
      </Button>
      <Button
        danger={buyer.blockedAt === null}
        icon={buyer.blockedAt ? <UndoOutlined /> : <StopOutlined />}
        onClick={() => setIsBlocking(true)}
        data-testid="buyer-block"
      >
        {t(buyer.blockedAt ? 'consoleBuyers.actions.unblock' : 'consoleBuyers.actions.block')}
      </Button>
      <BlockBuyerModal buyer={buyer} isOpen={isBlocking} onClose={() => setIsBlocking(false)} />
    </div>
  );
}

function Profile({ buyer, onEdit }: { buyer: ConsoleBuyerDetail; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const tag = langTag(useLanguage().lang);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const resend = useResendInvitation();
  const items = [
    { key: 'email', label: t('consoleBuyers.field.email'), children: buyer.email },
    {
      key: 'category',
      label: t('consoleBuyers.field.category'),
      children: t(`category.${buyer.mainCategory}`),
    },
    {
      key: 'purchasing',
      label: t('consoleBuyers.field.purchasing'),
      children: buyer.purchasingCategories.length
        ? buyer.purchasingCategories.map((c) => c.name).join(t('format.listSeparator'))
        : '—',
    },
    {
      key: 'brands',
      label: t('consoleBuyers.field.brands'),
      children: <BuyerBrandTags brands={buyer.interestedBrands} />,
    },
    { key: 'country', label: t('consoleBuyers.field.country'), children: regionName(buyer.country, tag) },
    { key: 'city', label: t('consoleBuyers.field.city'), children: buyer.city ?? '—' },
    { key: 'lang', label: t('consoleBuyers.field.lang'), children: t(`consoleBuyers.lang.${buyer.lang}`) },
    { key: 'joined', label: t('consoleBuyers.field.joined'), children: formatDate(buyer.joinedAt, tag) },
    {
      key: 'lastOnline',
      label: t('consoleBuyers.field.lastOnline'),
      children: buyer.lastOnlineAt ? (
        <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={isOnlineNow(buyer.lastOnlineAt)} />
      ) : (
        t('consoleBuyers.never')
      ),
    },
    {
      key: 'lastLogin',
      label: t('consoleBuyers.field.lastLogin'),
      children: buyer.lastLoginAt ? formatDateTime(buyer.lastLoginAt, tag) : t('consoleBuyers.never'),
    },
    ...(buyer.verifiedAt
      ? [
          {
            key: 'verified',
            label: t('consoleBuyers.field.verified'),
            children: formatDateTime(buyer.verifiedAt, tag),
          },
        ]
      : []),
  ];
  return (
    <div className={styles.profile}>
      <section className={styles.profileHead}>
        <BuyerIdentity buyer={buyer} avatarSize={52} />
        <TagRow>
          <BuyerBadges buyer={buyer} />
        </TagRow>
      </section>
      {buyer.blockedAt ? (
        <Alert
          type="error"
          showIcon
          title={t('consoleBuyers.blockedNotice', {
            date: formatDateTime(buyer.blockedAt, tag),
            reason: buyer.blockReason ?? '',
          })}
        />
      ) : null}
      {buyer.invitationPending ? (
        <Alert
          type="info"
          showIcon
          title={t('consoleBuyers.invitationNotice')}
          action={
            <Button
              size="small"
              icon={<MailOutlined />}
              loading={resend.isPending}
              onClick={() =>
                void resend
                  .mutateAsync(buyer.id)
                  .then((sent) => message.success(t('consoleBuyers.actions.resent', { email: sent.email })))
                  .catch(() => undefined)
              }
            >
              {t('consoleBuyers.actions.resend')}
            </Button>
          }
        />
      ) : null}
      <Actions buyer={buyer} onEdit={onEdit} />
      <Descriptions column={1} size="small" bordered={!isMobile} items={items} />
      <History buyer={buyer} />
      {buyer.recentReports.length > 0 ? (
        <section aria-label={t('consoleBuyers.reports.recent')}>
          <Typography.Title level={5} className={styles.sectionTitle}>
            {t('consoleBuyers.reports.recent')}
          </Typography.Title>
          <ul className={styles.reportList}>
            {buyer.recentReports.map((report) => (
              <BuyerReportItem key={report.id} report={report} isCompact />
            ))}
          </ul>
        </section>
      ) : null}
      <Tabs
        size="small"
        items={(['purchasing', 'inquired', 'browsed'] as const).map((kind) => ({
          key: kind,
          label: t(`consoleBuyers.products.${kind}`),
          children: (
            <ProductList
              products={
                kind === 'purchasing'
                  ? buyer.possiblyPurchasing
                  : kind === 'inquired'
                    ? buyer.recentlyInquired
                    : buyer.recentlyBrowsed
              }
            />
          ),
        }))}
      />
    </div>
  );
}

type BuyerProfileDrawerProps = { buyerId: number | null; onClose: () => void };

/** One buyer for the platform team: profile, history, reports, products; edit, verify, block. */
export function BuyerProfileDrawer({ buyerId, onClose }: BuyerProfileDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const detail = useConsoleBuyer(buyerId);
  const [editingId, setEditingId] = useState<number | null>(null);
  const buyer = detail.data && detail.data.id === buyerId ? detail.data : undefined;
  const isEditing = buyer !== undefined && editingId === buyer.id;

  return (
    <Drawer
      open={buyerId !== null}
      onClose={() => {
        setEditingId(null);
        onClose();
      }}
      size={isMobile ? '100%' : 640}
      destroyOnHidden
      title={isEditing ? t('consoleBuyers.edit.title') : (buyer?.companyName ?? t('consoleBuyers.title'))}
    >
      {detail.isPending && buyerId !== null ? <Skeleton active avatar paragraph={{ rows: 8 }} /> : null}
      {detail.isError && !buyer ? (
        <LoadError
          layout="page"
          title={t('consoleBuyers.detailError')}
          detail={isApiError(detail.error) ? detail.error.msg : undefined}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {buyer && isEditing ? <BuyerProfileForm buyer={buyer} onDone={() => setEditingId(null)} /> : null}
      {buyer && !isEditing ? <Profile buyer={buyer} onEdit={() => setEditingId(buyer.id)} /> : null}
    </Drawer>
  );
}
