import { PlusOutlined } from '@ant-design/icons';
import {
  OPERATOR_STATUSES,
  type Operator,
  type OperatorStatus,
  STAFF_ROLES,
  type StaffRole,
} from '@sc/contract';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { ListPagination } from '../../../components/ListPagination';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { ConsolePageHeader } from '../ConsolePageHeader';
import { ConsoleShell } from '../ConsoleShell';
import { ChangeRoleModal } from './ChangeRoleModal';
import styles from './ConsoleOperatorsPage.module.css';
import { NewOperatorDrawer } from './NewOperatorDrawer';
import { OperatorList } from './OperatorList';
import { useOperators } from './operatorsApi';

const PAGE_SIZE = 20;

type ListView = { keyword: string; role: StaffRole | null; status: OperatorStatus | null; page: number };

/**
 * /console/operators (platform administrators): the platform team with role, two-factor sign-in,
 * status and last sign-in; new operators, role changes, disabling, two-factor resets (issue 19).
 */
export function ConsoleOperatorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operators.title'));
  const session = useConsoleSession();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [view, setView] = useState<ListView>({ keyword: '', role: null, status: null, page: 1 });
  const [isCreating, setIsCreating] = useState(false);
  const [roleOf, setRoleOf] = useState<Operator | null>(null);
  const list = useOperators({
    pageIndex: view.page,
    pageSize: PAGE_SIZE,
    ...(view.keyword ? { keyword: view.keyword } : {}),
    ...(view.role ? { role: view.role } : {}),
    ...(view.status ? { status: view.status } : {}),
  });
  const show = (next: Partial<ListView>) => setView((current) => ({ ...current, page: 1, ...next }));

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <ConsolePageHeader
          className={styles.toolbar}
          title={t('operators.title')}
          search={{
            value: view.keyword,
            onSearch: (keyword) => show({ keyword }),
            label: t('operators.search'),
          }}
        >
          <Button
            type="primary"
            className={styles.add}
            icon={<PlusOutlined />}
            onClick={() => setIsCreating(true)}
            data-testid="operator-add"
          >
            {t('operators.add')}
          </Button>
        </ConsolePageHeader>
        <div className={styles.filters}>
          <Select<StaffRole | 'all'>
            className={styles.filter}
            value={view.role ?? 'all'}
            aria-label={t('operators.filters.role')}
            onChange={(value) => show({ role: value === 'all' ? null : value })}
            options={[
              { value: 'all' as const, label: t('operators.filters.allRoles') },
              ...STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) })),
            ]}
          />
          <Select<OperatorStatus | 'all'>
            className={styles.filter}
            value={view.status ?? 'all'}
            aria-label={t('operators.filters.status')}
            onChange={(value) => show({ status: value === 'all' ? null : value })}
            options={[
              { value: 'all' as const, label: t('operators.filters.allStatuses') },
              ...OPERATOR_STATUSES.map((status) => ({
                value: status,
                label: t(`operators.status.${status}`),
              })),
            ]}
          />
        </div>
        {list.isError && !list.data ? (
          <ListLoadError
            title={t('operators.loadError')}
            error={list.error}
            hasData={false}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            <OperatorList
              operators={list.data?.list ?? []}
              isLoading={list.isPending || list.isPlaceholderData}
              isMobile={isMobile}
              isFiltered={Boolean(view.keyword || view.role || view.status)}
              selfId={session.userId}
              onChangeRole={setRoleOf}
            />
            {list.data ? (
              <ListPagination
                className={styles.pager}
                pageIndex={list.data.pageIndex}
                pageSize={list.data.pageSize}
                total={list.data.total}
                totalText={(n) => t('operators.total', { n })}
                onChange={(page) => setView((current) => ({ ...current, page }))}
              />
            ) : null}
          </>
        )}
      </main>
      <NewOperatorDrawer isOpen={isCreating} onClose={() => setIsCreating(false)} />
      <ChangeRoleModal operator={roleOf} onClose={() => setRoleOf(null)} />
    </ConsoleShell>
  );
}
