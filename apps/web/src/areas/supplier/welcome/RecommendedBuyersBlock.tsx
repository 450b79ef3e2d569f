import { ArrowRightOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { useDashboardRecommended } from '../../../features/buyers/api/useDashboardRecommended';
import { BuyerIdentity } from '../../../features/buyers/components/BuyerIdentity';
import { ContactButton } from '../../../features/buyers/components/ContactButton';
import { LazyBuyerDrawer } from '../../../features/buyers/components/LazyBuyerDrawer';
import { OnlineLabel } from '../../../features/buyers/components/OnlineLabel';
import { useListJoiner } from '../../../features/buyers/components/RecommendationReasons';
import { rankReasons, reasonText } from '../../../features/buyers/recommendationText';
import { useBuyerDrawer } from '../../../features/buyers/useBuyerDrawer';
import { paths } from '../../../lib/paths';
import styles from './WelcomePage.module.css';

/** Dashboard: the top recommended buyers not contacted yet, each with its main reason. */
export function RecommendedBuyersBlock() {
  const { t } = useTranslation();
  const join = useListJoiner();
  const recommended = useDashboardRecommended(5);
  const drawer = useBuyerDrawer();
  const buyers = recommended.data ?? [];

  let body: ReactNode;
  if (recommended.isPending) body = <Skeleton active avatar paragraph={{ rows: 4 }} />;
  else if (recommended.isError) {
    body = <LoadError title={t('dashboard.loadError')} onRetry={() => void recommended.refetch()} />;
  } else if (buyers.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.recommendedEmpty')}>
        <Link to={paths.catalogue}>{t('recommended.addProducts')}</Link>
      </Empty>
    );
  } else {
    body = (
      <ul className={styles.buyers}>
        {buyers.map((buyer) => {
          const top = rankReasons(buyer.reasons, buyer.score)[0];
          return (
            <li key={buyer.id} className={styles.buyer}>
              <div className={styles.buyerMain}>
                <BuyerIdentity buyer={buyer} isCompact onOpen={() => drawer.open(buyer.id)} />
                <div className={styles.buyerMeta}>
                  <OnlineLabel lastOnlineAt={buyer.lastOnlineAt} isOnline={buyer.online} />
                  {top ? <span className={styles.reason}>{reasonText(top.reason, t, join)}</span> : null}
                </div>
              </div>
              <ContactButton buyer={buyer} size="small" />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card
      title={t('dashboard.recommendedTitle')}
      extra={
        <Link to={paths.recommendedBuyers} className={styles.viewAll}>
          {t('dashboard.viewAll')} <ArrowRightOutlined aria-hidden="true" />
        </Link>
      }
      className={styles.block}
    >
      {body}
      <LazyBuyerDrawer
        buyerId={drawer.buyerId}
        tab={drawer.tab}
        onTabChange={drawer.setTab}
        onClose={drawer.close}
      />
    </Card>
  );
}
