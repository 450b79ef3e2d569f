import { type ConsoleRfq, RFQ_STATES, type RfqState } from '@sc/contract';
import { Badge, Button, Checkbox, Empty, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { formatQuantity } from '../../../lib/rfqFormat';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsolePageHeader } from '../ConsolePageHeader';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleRfqPage.module.css';
import { useConsoleRfqs, useRfqReviewCount } from './consoleRfqApi';
import { RfqReviewDrawer } from './RfqReviewDrawer';
import { RfqFlagTags, RfqStateTags } from './RfqTags';

const PAGE_SIZE = 20;

function isRfqState(value: string | null): value is RfqState {
  return RFQ_STATES.includes(value as RfqState);
}

/** One RFQ in the list: product, buyer, why it was held, when it was posted. */
function RfqItem({ rfq, onOpen }: { rfq: ConsoleRfq; onOpen: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  return (
    <li className={styles.card} data-testid="console-rfq-row">
      <div className={styles.cardHead}>
        <span className={styles.product}>
          <Typography.Text strong>{rfq.productName}</Typography.Text>{' '}
          <Typography.Text type="secondary" className={styles.number}>
            {rfq.number}
          </Typography.Text>
        </span>
        <RfqStateTags rfq={rfq} />
      </div>
      <Typography.Text className={styles.line}>
        {rfq.category.name} · {formatQuantity(rfq.quantity, rfq.unit, tag, t)} · {rfq.terms}{' '}
        {t(`place.${rfq.place}`)}
      </Typography.Text>
      <Typography.Text className={styles.line}>
        {rfq.buyer.name} · {rfq.buyer.companyName} · {regionName(rfq.buyer.country, tag)}
        {rfq.buyer.verified ? (
          <Tag color="blue" className={styles.inlineTag}>
            {t('consoleRfq.verifiedBuyer')}
          </Tag>
        ) : null}
      </Typography.Text>
      {rfq.flags.length > 0 ? (
        <div className={styles.flags}>
          <Typography.Text type="secondary">{t('consoleRfq.heldFor')}</Typography.Text>
          <RfqFlagTags flags={rfq.flags} />
        </div>
      ) : null}
      {rfq.state === 'rejected' && rfq.rejectReason ? (
        <Typography.Text type="danger" className={styles.preLine}>
          {rfq.rejectReason}
        </Typography.Text>
      ) : null}
      <div className={styles.cardFoot}>
        <Typography.Text type="secondary" className={styles.meta} title={formatDateTime(rfq.postedAt, tag)}>
          {t('consoleRfq.posted', { time: formatRelativeTime(rfq.postedAt, tag) })}
          {rfq.state === 'review' ? null : (
            <> · {t('consoleRfq.quoteCount', { n: rfq.quoteCount, max: rfq.maxQuotes })}</>
          )}
        </Typography.Text>
        <Button type={rfq.state === 'review' ? 'primary' : 'default'} onClick={onOpen}>
          {rfq.state === 'review' ? t('consoleRfq.review') : t('consoleRfq.view')}
        </Button>
      </div>
    </li>
  );
}

function RfqList({
  state,
  keyword,
  isFeaturedOnly,
  onOpen,
}: {
  state: RfqState;
  keyword: string;
  isFeaturedOnly: boolean;
  onOpen: (rfqId: number) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useConsoleRfqs({
    state,
    pageIndex: page,
    pageSize: PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
    ...(isFeaturedOnly ? { featured: true } : {}),
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!list.data)
    return (
      <ListLoadError
        title={t('consoleRfq.loadError')}
        error={list.error}
        hasData={false}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.list.length === 0)
    return (
      <Empty
        description={keyword || isFeaturedOnly ? t('consoleRfq.noMatch') : t(`consoleRfq.empty.${state}`)}
      />
    );
  return (
    <>
      <ul className={styles.list}>
        {list.data.list.map((rfq) => (
          <RfqItem key={rfq.id} rfq={rfq} onOpen={() => onOpen(rfq.id)} />
        ))}
      </ul>
      <ListPagination
        className={styles.pager}
        pageIndex={list.data.pageIndex}
        pageSize={list.data.pageSize}
        total={list.data.total}
        totalText={(n) => t('consoleRfq.total', { n })}
        onChange={setPage}
      />
    </>
  );
}

/**
 * /console/rfq: RFQs the moderation rules held for review (oldest first, with why), then open,
 * closed and rejected ones; a drawer approves, rejects or features one and rejects off-topic quotes.
 */
export function ConsoleRfqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleRfq.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const state: RfqState = isRfqState(requested) ? requested : 'review';
  const [keyword, setKeyword] = useState('');
  const [isFeaturedOnly, setFeaturedOnly] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const reviewCount = useRfqReviewCount();

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <ConsolePageHeader
          className={styles.toolbar}
          title={t('consoleRfq.title')}
          search={{ value: keyword, onSearch: setKeyword, label: t('consoleRfq.search') }}
        />
        <Tabs
          className={styles.tabs}
          activeKey={state}
          onChange={(key) => setSearchParams(key === 'review' ? {} : { tab: key }, { replace: true })}
          items={RFQ_STATES.map((key) => ({
            key,
            label:
              key === 'review' ? (
                <span className={styles.tabLabel}>
                  {t('consoleRfq.tabs.review')}
                  <Badge count={reviewCount.data ?? 0} overflowCount={999} showZero={false} />
                </span>
              ) : (
                t(`consoleRfq.tabs.${key}`)
              ),
          }))}
          tabBarExtraContent={
            state === 'open' ? (
              <Checkbox checked={isFeaturedOnly} onChange={(event) => setFeaturedOnly(event.target.checked)}>
                {t('consoleRfq.featuredOnly')}
              </Checkbox>
            ) : null
          }
        />
        <RfqList
          key={`${state}:${keyword}:${isFeaturedOnly}`}
          state={state}
          keyword={keyword}
          isFeaturedOnly={state === 'open' && isFeaturedOnly}
          onOpen={setOpenId}
        />
      </main>
      <RfqReviewDrawer rfqId={openId} onClose={() => setOpenId(null)} />
    </ConsoleShell>
  );
}
