import { DownloadOutlined } from '@ant-design/icons';
import type { ConsoleImportKind, ImportJob } from '@sc/contract';
import { Button, Empty, Progress, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../components/importPreview/importPreviewRows';
import { useCountFormat } from '../../../components/importPreview/useCountFormat';
import { ListLoadError } from '../../../components/ListLoadError';
import { isApiError } from '../../../lib/ApiError';
import { showErrorMessage } from '../../../lib/feedback';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleImportsPage.module.css';
import { fetchImportReport, useImportJobs } from './consoleImportsApi';
import { RefusedRowsDrawer } from './RefusedRowsDrawer';

const STATE_COLORS: Record<ImportJob['state'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** One import: its file, state, progress bar while it runs, counts, who started it, its report. */
function JobItem({
  kind,
  job,
  onShowRefused,
}: {
  kind: ConsoleImportKind;
  job: ImportJob;
  onShowRefused: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const formatCount = useCountFormat();
  const [isDownloading, setIsDownloading] = useState(false);
  const isRunning = job.state === 'queued' || job.state === 'running';
  const percent = job.totalRows ? Math.floor((job.processedRows * 100) / job.totalRows) : 0;

  async function handleReport() {
    setIsDownloading(true);
    try {
      const report = await fetchImportReport(kind, job.id);
      downloadCsv(report.fileName, report.csv);
    } catch (error) {
      showErrorMessage(isApiError(error) ? error.msg : t('http.apiError'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <li className={styles.job} data-testid="import-job" data-state={job.state}>
      <div className={styles.jobHead}>
        <Typography.Text strong className={styles.jobName} title={job.fileName}>
          {job.fileName}
        </Typography.Text>
        <Tag color={STATE_COLORS[job.state]}>{t(`consoleImports.state.${job.state}`)}</Tag>
      </div>
      {isRunning ? (
        <Progress percent={percent} status="active" aria-label={t(`consoleImports.state.${job.state}`)} />
      ) : null}
      <div className={styles.counts}>
        <Typography.Text type="secondary">
          {t('consoleImports.progress', {
            processed: formatCount(job.processedRows),
            total: formatCount(job.totalRows),
          })}
        </Typography.Text>
      </div>
      <div className={styles.counts} data-testid="import-job-counts">
        <Tag color="success" variant="filled">
          {t('consoleImports.created', { n: formatCount(job.createdCount) })}
        </Tag>
        <Tag color="processing" variant="filled">
          {t('consoleImports.updated', { n: formatCount(job.updatedCount) })}
        </Tag>
        <Tag color={job.refusedCount > 0 ? 'error' : 'default'} variant="filled">
          {t('consoleImports.refused', { n: formatCount(job.refusedCount) })}
        </Tag>
      </div>
      {job.error ? <Typography.Text type="danger">{job.error}</Typography.Text> : null}
      {job.newBrands.length > 0 ? (
        <Typography.Text type="secondary">
          {t('consoleImports.createdBrands', { names: job.newBrands.join(', ') })}
        </Typography.Text>
      ) : null}
      <div className={styles.jobFoot}>
        <Typography.Text type="secondary" title={formatDateTime(job.createdAt, tag)}>
          {t('consoleImports.startedBy', {
            name: job.startedBy,
            time: formatRelativeTime(job.createdAt, tag),
          })}
        </Typography.Text>
        <Space wrap size={8}>
          {job.refusedCount > 0 ? (
            <Button size="small" onClick={onShowRefused}>
              {t('consoleImports.refusedRows')}
            </Button>
          ) : null}
          {job.processedRows > 0 ? (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              loading={isDownloading}
              onClick={() => void handleReport()}
            >
              {t('consoleImports.report')}
            </Button>
          ) : null}
        </Space>
      </div>
    </li>
  );
}

/** A kind's latest imports, newest first; polled while one is waiting or running. */
export function ImportJobList({ kind }: { kind: ConsoleImportKind }) {
  const { t } = useTranslation();
  const jobs = useImportJobs(kind);
  const [refusedOf, setRefusedOf] = useState<ImportJob | null>(null);

  let body: React.ReactNode;
  if (jobs.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!jobs.data)
    body = (
      <ListLoadError
        title={t('consoleImports.loadError')}
        error={jobs.error}
        hasData={false}
        onRetry={() => void jobs.refetch()}
      />
    );
  else if (jobs.data.list.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consoleImports.noJobs')} />;
  else
    body = (
      <ul className={styles.jobs}>
        {jobs.data.list.map((job) => (
          <JobItem key={job.id} kind={kind} job={job} onShowRefused={() => setRefusedOf(job)} />
        ))}
      </ul>
    );

  return (
    <section className={styles.panel} aria-label={t('consoleImports.jobs')}>
      <Typography.Title level={5} className={styles.heading}>
        {t('consoleImports.jobs')}
      </Typography.Title>
      {body}
      <RefusedRowsDrawer kind={kind} job={refusedOf} onClose={() => setRefusedOf(null)} />
    </section>
  );
}
