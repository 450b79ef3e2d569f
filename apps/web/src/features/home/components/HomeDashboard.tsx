import type { DashboardPeriod } from '@sc/contract';
import { Card, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../lib/paths';
import { useDashboard } from '../api/homeApi';
import { AttentionStrip } from './AttentionStrip';
import { DashboardFigures } from './DashboardFigures';
import { NoticeList } from './NoticeList';
import { ResponseCoachCard } from './ResponseCoachCard';
import { TaskChecklist } from './TaskChecklist';
import { WhatsNewCard } from './WhatsNewCard';

/** The dashboard of the home page: what needs attention, figures, tasks, the coach, notices, What's New. */
export function HomeDashboard({ unreadNow }: { unreadNow: number | null }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DashboardPeriod>(30);
  const dashboard = useDashboard(period);
  if (dashboard.isError)
    return <LoadError title={t('home.loadError')} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  return (
    <>
      {data ? <AttentionStrip attention={data.attention} /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <DashboardFigures
            figures={data?.figures}
            unreadNow={unreadNow ?? data?.figures.unreadMessages ?? 0}
            period={period}
            onPeriodChange={setPeriod}
          />
        </Col>
        <Col xs={24} lg={9}>
          <TaskChecklist />
        </Col>
        <Col xs={24} lg={15}>
          <Card
            title={t('home.notices.title')}
            extra={<Link to={paths.notice}>{t('home.notices.viewAll')}</Link>}
          >
            <NoticeList pageSize={5} isPaged={false} />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          {data ? <ResponseCoachCard coach={data.coach} /> : null}
        </Col>
        <Col xs={24} lg={15}>
          <WhatsNewCard />
        </Col>
      </Row>
    </>
  );
}
