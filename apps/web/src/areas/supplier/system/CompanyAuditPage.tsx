import type { CompanyAuditQuery } from '@sc/contract';
import { Button, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useCompanyAudit, useCompanyAuditUsers } from '../../../features/companyAudit/api/companyAuditApi';
import {
  type CompanyAuditFilterState,
  CompanyAuditFilters,
} from '../../../features/companyAudit/components/CompanyAuditFilters';
import { CompanyAuditList } from '../../../features/companyAudit/components/CompanyAuditList';
import { ISO_DATE } from '../../../lib/expiryDate';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './CompanyAuditPage.module.css';

const PAGE_SIZES = [20, 50, 100] as const;

function initialFilters(): CompanyAuditFilterState {
  const today = dayjs();
  return {
    group: null,
    actorUserId: null,
    period: '90d',
    // What "Choose dates…" starts with: the last 30 days.
    range: { from: today.subtract(29, 'day').format(ISO_DATE), to: today.format(ISO_DATE) },
  };
}

/** The query of the filters: chosen days run from the start of the first to the start of the day after the last, in the user's time zone. */
function toQuery(
  filters: CompanyAuditFilterState,
  page: { pageIndex: number; pageSize: number },
): CompanyAuditQuery {
  return {
    ...page,
    period: filters.period,
    ...(filters.group ? { group: filters.group } : {}),
    ...(filters.actorUserId !== null ? { actorUserId: filters.actorUserId } : {}),
    ...(filters.period === 'custom'
      ? {
          from: dayjs(filters.range.from).startOf('day').toISOString(),
          to: dayjs(filters.range.to).add(1, 'day').startOf('day').toISOString(),
        }
      : {}),
  };
}

/**
 * Menu page Team → Audit log (/system/audit, owner and managers): who invited, changed roles,
 * disabled, transferred ownership, changed the company profile or paid, when and from which address.
 * Read-only; filters by action group, colleague and dates; a table on desktop, cards on phones.
 */
export function CompanyAuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companyAudit.title'));
  const isCompact = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const query = useMemo(() => toQuery(filters, page), [filters, page]);
  const audit = useCompanyAudit(query);
  const users = useCompanyAuditUsers();
  const data = audit.data;

  // Filters that leave fewer pages than the current one show the last page instead.
  useEffect(() => {
    if (data && data.list.length === 0 && data.total > 0 && page.pageIndex > 1)
      setPage((current) => ({ ...current, pageIndex: Math.ceil(data.total / current.pageSize) }));
  }, [data, page.pageIndex]);

  const handleFilters = (next: CompanyAuditFilterState) => {
    setFilters(next);
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };
  const isFiltered = filters.group !== null || filters.actorUserId !== null;
  let empty: React.ReactNode;
  if (isFiltered)
    empty = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyAudit.empty.filtered')}>
        <Button onClick={() => handleFilters({ ...filters, group: null, actorUserId: null })}>
          {t('companyAudit.filters.clear')}
        </Button>
      </Empty>
    );
  else if (filters.period !== 'all')
    empty = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('companyAudit.empty.period')}>
        <Button onClick={() => handleFilters({ ...filters, period: 'all' })}>
          {t('companyAudit.empty.showAll')}
        </Button>
      </Empty>
    );
  else
    empty = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{t('companyAudit.empty.title')}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{t('companyAudit.empty.hint')}</Typography.Text>
          </>
        }
      />
    );

  return (
    <div className={styles.page}>
      {/* The shell's header already shows the page's title. */}
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('companyAudit.intro')}
      </Typography.Paragraph>
      <CompanyAuditFilters
        value={filters}
        users={users.data ?? []}
        onChange={handleFilters}
        isCompact={isCompact}
      />
      {audit.isError ? (
        <ListLoadError
          title={t('companyAudit.loadError')}
          error={audit.error}
          hasData={data !== undefined}
          onRetry={() => void audit.refetch()}
        />
      ) : null}
      {audit.isError && !data ? null : (
        <div className={styles.panel}>
          <CompanyAuditList
            entries={data?.list ?? []}
            isLoading={audit.isFetching}
            empty={empty}
            isCompact={isCompact}
          />
          <ListPagination
            className={styles.pagination}
            pageIndex={page.pageIndex}
            pageSize={page.pageSize}
            total={data?.total ?? 0}
            pageSizes={PAGE_SIZES}
            totalText={(total) => t('companyAudit.total', { count: total })}
            onChange={(pageIndex, pageSize) =>
              setPage((current) => ({ pageIndex: pageSize === current.pageSize ? pageIndex : 1, pageSize }))
            }
          />
        </div>
      )}
    </div>
  );
}
