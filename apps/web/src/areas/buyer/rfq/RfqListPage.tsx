import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import {
  MY_RFQ_TABS,
  type MyRfqTab,
  RFQ_PAGE_SIZE,
  useMyRfqs,
} from '../../../features/buyerApp/api/useMyRfqs';
import { RfqListItem } from '../../../features/buyerApp/components/rfq/RfqListItem';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import { useLocaleTag } from '../useLocaleTag';
import styles from './RfqListPage.module.css';

/** /buyer/rfqs: my RFQs, active or closed (?tab=closed, ?page=), and the way to post one. */
export function RfqListPage() {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const [params, setParams] = useSearchParams();
  const tab: MyRfqTab = params.get('tab') === 'closed' ? 'closed' : 'active';
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const rfqs = useMyRfqs(tab, pageIndex);
  const now = new Date();

  let body: React.ReactNode;
  if (rfqs.isPending) body = <Skeleton active className={styles.skeleton} />;
  else if (rfqs.data === undefined)
    body = (
      <LoadError layout="page" title={t('buyerRfq.list.loadError')} onRetry={() => void rfqs.refetch()} />
    );
  else if (rfqs.data.list.length === 0)
    body = (
      <Empty
        className={styles.empty}
        description={tab === 'active' ? t('buyerRfq.list.emptyActive') : t('buyerRfq.list.emptyClosed')}
      >
        {tab === 'active' ? (
          <Link to={buyerPaths.postRfq}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('buyerRfq.nav.post')}
            </Button>
          </Link>
        ) : null}
      </Empty>
    );
  else
    body = (
      <>
        <ul className={styles.list}>
          {rfqs.data.list.map((rfq) => (
            <li key={rfq.id}>
              <RfqListItem rfq={rfq} localeTag={localeTag} now={now} />
            </li>
          ))}
        </ul>
        {rfqs.data.total > RFQ_PAGE_SIZE ? (
          <ListPagination
            className={styles.pager}
            pageIndex={pageIndex}
            pageSize={RFQ_PAGE_SIZE}
            total={rfqs.data.total}
            totalText={(total) => t('buyerRfq.list.total', { total })}
            onChange={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              setParams(next);
            }}
          />
        ) : null}
      </>
    );

  return (
    <BuyerShell title={t('buyerRfq.list.title')}>
      <div className={styles.toolbar}>
        <Segmented<MyRfqTab>
          value={tab}
          onChange={(next) => setParams(next === 'active' ? {} : { tab: next }, { replace: true })}
          options={MY_RFQ_TABS.map((value) => ({ value, label: t(`buyerRfq.list.tabs.${value}`) }))}
        />
        <Link to={buyerPaths.postRfq}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="post-rfq">
            {t('buyerRfq.nav.post')}
          </Button>
        </Link>
      </div>
      {rfqs.isError && rfqs.data ? (
        <LoadError title={t('buyerRfq.list.loadError')} onRetry={() => void rfqs.refetch()} />
      ) : null}
      {body}
    </BuyerShell>
  );
}
