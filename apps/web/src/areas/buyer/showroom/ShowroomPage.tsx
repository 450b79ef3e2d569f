import { MessageOutlined, StarFilled } from '@ant-design/icons';
import { ErrorCode } from '@sc/contract';
import { Avatar, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { TagRow } from '../../../components/TagRow';
import { useSupplierShowroom } from '../../../features/buyerApp/api/useSupplierShowroom';
import { categoryLabel } from '../../../features/buyerApp/categoryLabel';
import { CompanyProfileSection } from '../../../features/buyerApp/components/CompanyProfileSection';
import { CredentialBadges } from '../../../features/buyerApp/components/CredentialBadges';
import { ProductGrid } from '../../../features/buyerApp/components/ProductGrid';
import { SupplierSchedule } from '../../../features/buyerApp/components/SupplierSchedule';
import { isApiError } from '../../../lib/ApiError';
import { buyerPaths } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { BuyerShell } from '../BuyerShell';
import type { ChatLocationState } from '../chat/ChatPage';
import { parseId } from '../parseId';
import { useLocaleTag } from '../useLocaleTag';
import styles from './ShowroomPage.module.css';

/**
 * /buyer/supplier/:supplierId: the company and its published profile (images, introduction, figures,
 * categories, goods, brands), its featured (displayed) products then the others, and a way to write.
 */
export function ShowroomPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const navigate = useNavigate();
  const supplierId = parseId(useParams().supplierId);
  const showroom = useSupplierShowroom(supplierId);
  const data = showroom.data;
  // The supplier's displayed products lead, in its order; the rest follow, newest first.
  const featured = data ? data.products.slice(0, data.featuredCount) : [];
  const others = data ? data.products.slice(data.featuredCount) : [];

  function handleMessage() {
    if (!data) return;
    if (data.conversationId) navigate(buyerPaths.chat(data.conversationId));
    else
      navigate(buyerPaths.newChat(data.id), {
        state: { supplierName: data.name, credentials: data.credentials } satisfies ChatLocationState,
      });
  }

  let body: React.ReactNode;
  if (isApiError(showroom.error) && showroom.error.code === ErrorCode.SUPPLIER_UNAVAILABLE) {
    // Suspended by the platform team: nothing to retry.
    body = <Result status="info" title={showroom.error.msg} data-testid="supplier-unavailable" />;
  } else if (supplierId === null || showroom.isError) {
    body = (
      <LoadError
        layout="page"
        title={t('buyerApp.showroom.loadError')}
        onRetry={() => void showroom.refetch()}
      />
    );
  } else if (!data) {
    body = <Skeleton active avatar className={styles.skeleton} />;
  } else {
    body = (
      <>
        <section className={styles.company}>
          <div className={styles.identity}>
            <Avatar shape="square" size={64} className={styles.avatar} src={data.logoUrl ?? undefined}>
              {data.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div className={styles.identityText}>
              <h2 className={styles.name}>{data.name}</h2>
              <span className={styles.meta}>
                {regionName(data.country, localeTag)}
                {data.profile?.businessType ? ` · ${t(`businessType.${data.profile.businessType}`)}` : ''} ·{' '}
                {t('buyerApp.suppliers.productCount', { count: data.productCount })}
              </span>
            </div>
          </div>
          <CredentialBadges badges={data.credentials} localeTag={localeTag} />
          {data.mainCategories.length && !data.profile ? (
            <div className={styles.categories}>
              <span className={styles.label}>{t('buyerApp.showroom.mainCategories')}</span>
              <TagRow>
                {data.mainCategories.map((category) => (
                  <Tag key={category} bordered={false} color="blue">
                    {categoryLabel(category, t)}
                  </Tag>
                ))}
              </TagRow>
            </div>
          ) : null}
          <Button
            type="primary"
            size="large"
            block
            icon={<MessageOutlined />}
            onClick={handleMessage}
            data-testid="message-supplier"
          >
            {data.conversationId ? t('buyerApp.showroom.continueChat') : t('buyerApp.showroom.message')}
          </Button>
        </section>
        {data.profile ? <CompanyProfileSection profile={data.profile} /> : null}
        {data.schedule ? <SupplierSchedule schedule={data.schedule} localeTag={localeTag} /> : null}
        {featured.length ? (
          <section className={`${styles.products} ${styles.featured}`} data-testid="showroom-featured">
            <h3 className={styles.sectionTitle}>
              <StarFilled className={styles.featuredIcon} aria-hidden="true" />{' '}
              {t('showroomPage.buyer.featured')}
            </h3>
            <ProductGrid products={featured} />
          </section>
        ) : null}
        {others.length || !featured.length ? (
          <section className={styles.products}>
            <h3 className={styles.sectionTitle}>
              {featured.length ? t('showroomPage.buyer.more') : t('buyerApp.showroom.products')}
            </h3>
            {others.length ? (
              <ProductGrid products={others} />
            ) : (
              <Empty description={t('buyerApp.showroom.noProducts')} />
            )}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <BuyerShell title={data?.name ?? t('buyerApp.showroom.title')} backTo={buyerPaths.suppliers}>
      {body}
    </BuyerShell>
  );
}
