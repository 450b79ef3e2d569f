import { CheckOutlined } from '@ant-design/icons';
import { NOTICE_FILTERS, type NoticeFilter } from '@sc/contract';
import { Button, Empty, List, Segmented, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { lazyExtra } from '../../../lib/lazyExtra';
import { prefetchWhenIdle } from '../../../lib/prefetchWhenIdle';
import { useHasBeenTrue } from '../../../lib/useHasBeenTrue';
import { useLanguage } from '../../../lib/useLanguage';
import { useNotices, useReadAllNotices } from '../api/noticesApi';
import styles from './NoticeList.module.css';
import { NoticeTags } from './NoticeTags';

// The dialog is not part of the first screen: its code is fetched once the page is idle (or at the
// first tap), and it is mounted from the first notice opened on (then stays, to animate its closing).
const loadNoticeModal = () => import('./NoticeModal').then((m) => m.NoticeModal);
const NoticeModal = lazyExtra('Notice dialog', loadNoticeModal);
prefetchWhenIdle(loadNoticeModal);

/** My notices with the All / Read / Unread filter and "mark all read"; a notice opens in a dialog. */
export function NoticeList({ pageSize, isPaged }: { pageSize: number; isPaged: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const hasOpened = useHasBeenTrue(openId !== null);
  const notices = useNotices(filter, pageIndex, pageSize);
  const readAll = useReadAllNotices();
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Segmented<NoticeFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPageIndex(1);
          }}
          options={NOTICE_FILTERS.map((value) => ({ value, label: t(`home.notices.filter.${value}`) }))}
        />
        <Button
          icon={<CheckOutlined />}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
        >
          {t('home.notices.readAll')}
        </Button>
      </div>
      {notices.isError ? (
        <ListLoadError
          title={t('home.notices.loadError')}
          error={notices.error}
          hasData={false}
          onRetry={() => void notices.refetch()}
        />
      ) : (
        <List
          loading={notices.isPending}
          dataSource={notices.data?.list ?? []}
          locale={{ emptyText: <Empty description={t(`home.notices.empty.${filter}`)} /> }}
          renderItem={(notice) => (
            <List.Item className={notice.read ? styles.read : styles.unread}>
              <button type="button" className={styles.item} onClick={() => setOpenId(notice.id)}>
                <span className={styles.titleLine}>
                  {notice.read ? null : (
                    <>
                      <span className={styles.dot} aria-hidden="true" />
                      <span className={styles.srOnly}>{t('home.notices.unread')}</span>
                    </>
                  )}
                  <Typography.Text strong={!notice.read} className={styles.title}>
                    {notice.title}
                  </Typography.Text>
                </span>
                <Space wrap size={[6, 4]} className={styles.meta}>
                  <NoticeTags notice={notice} />
                  <Typography.Text type="secondary">
                    {formatDateTime(notice.publishedAt, langTag(lang))}
                  </Typography.Text>
                </Space>
              </button>
            </List.Item>
          )}
        />
      )}
      {isPaged && notices.data && notices.data.total > pageSize ? (
        <ListPagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          total={notices.data.total}
          totalText={(total) => t('home.notices.total', { count: total })}
          onChange={(page) => setPageIndex(page)}
        />
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <NoticeModal id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
