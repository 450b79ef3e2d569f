import type { DashboardPeriod } from '@sc/contract';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DashboardBlock, DashboardColumns } from '../../../components/DashboardColumns';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../lib/paths';
import { useDashboard } from '../api/dashboardApi';
import { HOME_NOTICES_PAGE_SIZE } from '../api/noticesApi';
import { AttentionStrip } from './AttentionStrip';
import { DashboardFigures } from './DashboardFigures';
import { NoticeList } from './NoticeList';
import { ResponseCoachCard } from './ResponseCoachCard';
import { TaskChecklist } from './TaskChecklist';
import { WhatsNewCard } from './WhatsNewCard';

/** The latest notices, with the way to all of them. */
function NoticesCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('home.notices.title')} extra={<Link to={paths.notice}>{t('home.notices.viewAll')}</Link>}>
      <NoticeList pageSize={HOME_NOTICES_PAGE_SIZE} isPaged={false} />
    </Card>
  );
}

/**
 * The dashboard of the home page: what needs attention, figures, tasks, the coach, notices, What's New,
 * laid out in two columns with the page's other blocks (`moreBlocks`, after the dashboard's own).
 */
export function HomeDashboard({
  unreadNow,
  moreBlocks,
}: {
  unreadNow: number | null;
  moreBlocks: DashboardBlock[];
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DashboardPeriod>(30);
  const dashboard = useDashboard(period);
  if (dashboard.isError)
    return (
      <>
        <LoadError title={t('home.loadError')} onRetry={() => void dashboard.refetch()} />
        <DashboardColumns blocks={moreBlocks} />
      </>
    );
  const data = dashboard.data;
  const blocks: DashboardBlock[] = [
    {
      key: 'figures',
      column: 'main',
      node: (
        <DashboardFigures
          figures={data?.figures}
          unreadNow={unreadNow ?? data?.figures.unreadMessages ?? 0}
          period={period}
          onPeriodChange={setPeriod}
        />
      ),
    },
    { key: 'tasks', column: 'side', node: <TaskChecklist /> },
    { key: 'notices', column: 'main', node: <NoticesCard /> },
    ...(data
      ? [{ key: 'coach', column: 'side' as const, node: <ResponseCoachCard coach={data.coach} /> }]
      : []),
    { key: 'whatsNew', column: 'main', node: <WhatsNewCard /> },
  ];
  return (
    <>
      {data ? <AttentionStrip attention={data.attention} /> : null}
      <DashboardColumns blocks={[...blocks, ...moreBlocks]} />
    </>
  );
}
