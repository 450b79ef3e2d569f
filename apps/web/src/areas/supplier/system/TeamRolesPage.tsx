import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@sc/contract';
import { Button, Empty, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useRoleMenu } from '../../../features/menu/api/useRoleMenu';
import { useRoles } from '../../../features/roles/api/rolesApi';
import { CreateRoleModal } from '../../../features/roles/components/CreateRoleModal';
import { DeleteRoleModal } from '../../../features/roles/components/DeleteRoleModal';
import { RoleCard } from '../../../features/roles/components/RoleCard';
import { RoleEditorDrawer } from '../../../features/roles/components/RoleEditorDrawer';
import { type CallerGrants, mayGrantAll } from '../../../features/roles/roleForm';
import styles from './TeamRolesPage.module.css';

type CreateState = { fromRoleId: number | null } | null;

/**
 * Team → Roles: the built-in roles (read-only) and the company's own roles, each with how many users
 * hold it; copy a role, edit a custom role's name and permissions, delete it (moving its users).
 */
export function TeamRolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const roleMenu = useRoleMenu();
  const [openRoleId, setOpenRoleId] = useState<number | null>(null);
  const [creating, setCreating] = useState<CreateState>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const caller = useMemo<CallerGrants>(
    () => ({
      permissions: new Set(roleMenu.data?.permissions ?? []),
      ownScope: new Set(roleMenu.data?.ownScope ?? []),
    }),
    [roleMenu.data],
  );

  if (roles.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!roles.data)
    return (
      <ListLoadError
        title={t('roles.loadError')}
        error={roles.error}
        hasData={false}
        onRetry={() => void roles.refetch()}
      />
    );

  const { list, customLeft } = roles.data;
  const builtIn = list.filter((role) => role.builtIn);
  const custom = list.filter((role) => !role.builtIn);
  // The drawer follows the list, so a save (or a change made elsewhere) shows at once.
  const openRole = list.find((role) => role.id === openRoleId) ?? null;
  const canCreate = customLeft > 0 && roleMenu.data !== undefined;
  const card = (role: Role) => (
    <RoleCard
      key={role.id}
      role={role}
      canCopy={canCreate && mayGrantAll(caller, role.grants)}
      onOpen={(item) => setOpenRoleId(item.id)}
      onCopy={(item) => setCreating({ fromRoleId: item.id })}
      onDelete={setDeleting}
    />
  );

  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <Typography.Title level={4} className={styles.title}>
            {t('roles.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.intro}>
            {t('roles.intro')}
          </Typography.Paragraph>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!canCreate}
          onClick={() => setCreating({ fromRoleId: null })}
        >
          {t('roles.add')}
        </Button>
      </header>

      <Typography.Title level={5} className={styles.sectionTitle}>
        {t('roles.builtInTitle')}
      </Typography.Title>
      <ul className={styles.grid} data-testid="built-in-roles">
        {builtIn.map(card)}
      </ul>

      <div className={styles.sectionHead}>
        <Typography.Title level={5} className={styles.sectionTitle}>
          {t('roles.customTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('roles.customLeft', { count: customLeft })}</Typography.Text>
      </div>
      {custom.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roles.customEmpty')} />
      ) : (
        <ul className={styles.grid} data-testid="custom-roles">
          {custom.map(card)}
        </ul>
      )}

      <RoleEditorDrawer role={openRole} caller={caller} onClose={() => setOpenRoleId(null)} />
      <CreateRoleModal
        isOpen={creating !== null}
        roles={list}
        fromRoleId={creating?.fromRoleId ?? null}
        caller={caller}
        onClose={() => setCreating(null)}
        onCreated={(role) => {
          setCreating(null);
          setOpenRoleId(role.id);
        }}
      />
      <DeleteRoleModal role={deleting} roles={list} onClose={() => setDeleting(null)} />
    </section>
  );
}
