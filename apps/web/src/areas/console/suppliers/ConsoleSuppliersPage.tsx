import { type ConsoleSupplier, SUPPLIER_SORTS, SUPPLIER_STATES, type SupplierState } from '@sc/contract';
import { Avatar, Empty, Select, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { countryOptions } from '../../../lib/countryOptions';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { regionName } from '../../../lib/regionName';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { ConsolePageHeader } from '../ConsolePageHeader';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleSuppliersPage.module.css';
import { useConsoleSuppliers } from './consoleSuppliersApi';
import { SupplierCards } from './SupplierCards';
import { SupplierDrawer } from './SupplierDrawer';
import { SupplierStateTag } from './SupplierStateTag';
import {
  readSupplierListView,
  type SupplierListView,
  supplierListParams,
  supplierListQuery,
} from './supplierListQuery';

/**
 * /console/suppliers: every supplier company with its state (trial, paying, expired, suspended),
 * searched by company, user email or name, filtered by state (`?state=`, the overview links here),
 * country and verification, by newest sign-up or latest sign-in; `?id=` opens a company in full.
 */
export function ConsoleSuppliersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('consoleSuppliers.title'));
  const tag = langTag(useLanguage().lang);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readSupplierListView(searchParams);
  const list = useConsoleSuppliers(supplierListQuery(view));
  const countries = useMemo(() => countryOptions(tag), [tag]);
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;

  /** A new filter starts again on page 1; opening a company keeps the page and is a step Back undoes. */
  function show(next: Partial<SupplierListView>, { keepPage = false } = {}) {
    const merged = { ...view, ...(keepPage ? {} : { page: 1 }), ...next };
    setSearchParams(supplierListParams(merged), { replace: typeof next.openId !== 'number' });
  }

  const columns: TableColumnsType<ConsoleSupplier> = [
    {
      key: 'company',
      title: t('consoleSuppliers.columns.company'),
      render: (_, company) => (
        <span className={styles.company}>
          <Avatar shape="square" size={36} src={company.logoUrl ?? undefined} className={styles.logo}>
            {company.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className={styles.companyText}>
            <Typography.Link
              className={styles.companyName}
              onClick={() => show({ openId: company.id }, { keepPage: true })}
            >
              {company.name}
            </Typography.Link>
            <Typography.Text type="secondary" className={styles.secondLine}>
              {t('consoleSuppliers.number', { id: company.id })}
              {company.verified ? (
                <Tag color="blue" className={styles.inlineTag}>
                  {t('consoleSuppliers.verified')}
                </Tag>
              ) : null}
            </Typography.Text>
          </span>
        </span>
      ),
    },
    {
      key: 'country',
      title: t('consoleSuppliers.columns.country'),
      render: (_, company) => regionName(company.country, tag),
    },
    {
      key: 'state',
      title: t('consoleSuppliers.columns.state'),
      render: (_, company) => <SupplierStateTag state={company.state} />,
    },
    { key: 'users', title: t('consoleSuppliers.columns.users'), dataIndex: 'userCount', align: 'end' },
    {
      key: 'signedUp',
      title: t('consoleSuppliers.columns.signedUp'),
      render: (_, company) => (
        <span title={formatDateTime(company.signedUpAt, tag)}>{formatDate(company.signedUpAt, tag)}</span>
      ),
    },
    {
      key: 'lastSignIn',
      title: t('consoleSuppliers.columns.lastSignIn'),
      render: (_, company) =>
        company.lastSignInAt ? (
          <span title={formatDateTime(company.lastSignInAt, tag)}>
            {formatRelativeTime(company.lastSignInAt, tag)}
          </span>
        ) : (
          <Typography.Text type="secondary">{t('consoleSuppliers.never')}</Typography.Text>
        ),
    },
  ];

  const isFiltered = Boolean(view.keyword || view.state || view.country || view.verified !== null);
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={isFiltered ? t('consoleSuppliers.noMatch') : t('consoleSuppliers.empty')}
    />
  );

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <ConsolePageHeader
          className={styles.toolbar}
          title={t('consoleSuppliers.title')}
          search={{
            value: view.keyword,
            onSearch: (keyword) => show({ keyword }),
            label: t('consoleSuppliers.search'),
          }}
        />
        <div className={styles.filters}>
          <Select<SupplierState | 'all'>
            className={styles.filter}
            value={view.state ?? 'all'}
            aria-label={t('consoleSuppliers.filters.state')}
            onChange={(value) => show({ state: value === 'all' ? null : value })}
            options={[
              { value: 'all' as const, label: t('consoleSuppliers.filters.allStates') },
              ...SUPPLIER_STATES.map((state) => ({
                value: state,
                label: t(`consoleSuppliers.state.${state}`),
              })),
            ]}
            data-testid="supplier-state-filter"
          />
          <Select
            className={styles.filter}
            showSearch={{ optionFilterProp: 'label' }}
            value={view.country ?? 'all'}
            aria-label={t('consoleSuppliers.filters.country')}
            onChange={(value) => show({ country: value === 'all' ? null : value })}
            options={[{ value: 'all', label: t('consoleSuppliers.filters.allCountries') }, ...countries]}
          />
          <Select
            className={styles.filter}
            value={view.verified === null ? 'any' : view.verified ? 'yes' : 'no'}
            aria-label={t('consoleSuppliers.filters.verification')}
            onChange={(value) => show({ verified: value === 'any' ? null : value === 'yes' })}
            options={[
              { value: 'any', label: t('consoleSuppliers.filters.anyVerification') },
              { value: 'yes', label: t('consoleSuppliers.filters.verifiedOnly') },
              { value: 'no', label: t('consoleSuppliers.filters.unverifiedOnly') },
            ]}
          />
          <Select
            className={styles.filter}
            value={view.sort}
            aria-label={t('consoleSuppliers.filters.sort')}
            onChange={(sort) => show({ sort })}
            options={SUPPLIER_SORTS.map((sort) => ({
              value: sort,
              label: t(`consoleSuppliers.sort.${sort}`),
            }))}
          />
        </div>
        {list.isError && !list.data ? (
          <ListLoadError
            title={t('consoleSuppliers.loadError')}
            error={list.error}
            hasData={false}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            {isMobile ? (
              <SupplierCards
                companies={list.data?.list ?? []}
                isLoading={list.isPending}
                empty={empty}
                onOpen={(id) => show({ openId: id }, { keepPage: true })}
              />
            ) : (
              <Table<ConsoleSupplier>
                className={styles.table}
                rowKey="id"
                size="middle"
                columns={columns}
                dataSource={list.data?.list ?? []}
                loading={list.isPending || list.isPlaceholderData}
                pagination={false}
                scroll={{ x: 'max-content' }}
                onRow={() => ({ 'data-testid': 'supplier-row' }) as React.HTMLAttributes<HTMLElement>}
                locale={{ emptyText: empty }}
              />
            )}
            {list.data ? (
              <ListPagination
                className={styles.pager}
                pageIndex={list.data.pageIndex}
                pageSize={list.data.pageSize}
                total={list.data.total}
                totalText={(n) => t('consoleSuppliers.total', { n })}
                onChange={(page) => show({ page })}
              />
            ) : null}
          </>
        )}
      </main>
      <SupplierDrawer supplierId={view.openId} onClose={() => show({ openId: null }, { keepPage: true })} />
    </ConsoleShell>
  );
}
