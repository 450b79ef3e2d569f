import type { ConsoleSupplierUser } from '@sc/contract';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { isMessageKey } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';

/** The company's users: role, status, email confirmation and last sign-in. */
export function SupplierUsersTab({ users }: { users: ConsoleSupplierUser[] }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const roleName = (code: string) => {
    const key = `role.${code}`;
    return isMessageKey(key) ? t(key) : code;
  };
  return (
    <Table<ConsoleSupplierUser>
      rowKey="id"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={users}
      columns={[
        {
          key: 'name',
          title: t('consoleSuppliers.users.name'),
          render: (_, user) => (
            <>
              {user.name}
              <br />
              <Typography.Text type="secondary">{user.email}</Typography.Text>
            </>
          ),
        },
        {
          key: 'role',
          title: t('consoleSuppliers.users.role'),
          render: (_, user) => user.roles.map(roleName).join(t('format.listSeparator')),
        },
        {
          key: 'status',
          title: t('consoleSuppliers.users.status'),
          render: (_, user) => (
            <Tag color={user.status === 'active' ? 'green' : 'default'}>
              {t(`consoleSuppliers.users.${user.status}`)}
            </Tag>
          ),
        },
        {
          key: 'emailVerified',
          title: t('consoleSuppliers.users.emailVerified'),
          render: (_, user) =>
            user.emailVerified ? (
              <Tag color="blue">{t('consoleSuppliers.users.confirmed')}</Tag>
            ) : (
              <Tag color="orange">{t('consoleSuppliers.users.unconfirmed')}</Tag>
            ),
        },
        {
          key: 'lastSignIn',
          title: t('consoleSuppliers.users.lastSignIn'),
          render: (_, user) =>
            user.lastSignInAt ? (
              <span title={formatDateTime(user.lastSignInAt, tag)}>
                {formatRelativeTime(user.lastSignInAt, tag)}
              </span>
            ) : (
              <Typography.Text type="secondary">{t('consoleSuppliers.never')}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
