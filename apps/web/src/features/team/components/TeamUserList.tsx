import { CrownOutlined } from '@ant-design/icons';
import { SMALL_UI_MAX_WIDTH, TEAM_LIMITS, type TeamUser } from '@sc/contract';
import { Button, Card, List, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { translateUnchecked } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useDisableUser, useEnableUser, useRequestTransfer } from '../api/teamApi';
import { roleLabel, userActionsFor } from '../teamRules';
import styles from './Team.module.css';

type TeamUserListProps = {
  users: TeamUser[];
  viewer: { isOwner: boolean; hasOpenTransfer: boolean };
  onChangeRole: (user: TeamUser) => void;
};

/** My company's users: a table on wide screens, cards on phones; each with the actions I may take. */
export function TeamUserList({ users, viewer, onChangeRole }: TeamUserListProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const isPhone = useViewportWidth() < SMALL_UI_MAX_WIDTH;
  const disable = useDisableUser();
  const enable = useEnableUser();
  const propose = useRequestTransfer();

  const name = (user: TeamUser) => (
    <div className={styles.who}>
      <Space size={6} wrap>
        <Typography.Text strong>{user.realName}</Typography.Text>
        {user.isMe ? <Tag>{t('team.users.you')}</Tag> : null}
      </Space>
      <Typography.Text type="secondary" className={styles.email}>
        {user.email}
      </Typography.Text>
    </div>
  );
  const role = (user: TeamUser) => (
    <Space size={4}>
      {user.isOwner ? <CrownOutlined className={styles.crown} /> : null}
      <span data-testid="team-user-role">{roleLabel(user.role, translateUnchecked)}</span>
    </Space>
  );
  const status = (user: TeamUser) =>
    user.status === 'active' ? (
      <Tag color="green">{t('team.users.active')}</Tag>
    ) : (
      <Tooltip
        title={
          user.disabledAt && user.disabledBy
            ? t('team.users.disabledBy', { date: formatDate(user.disabledAt, tag), name: user.disabledBy })
            : undefined
        }
      >
        <Tag color="red">{t('team.users.disabled')}</Tag>
      </Tooltip>
    );
  const lastSignIn = (user: TeamUser) =>
    user.lastLoginAt ? (
      <Tooltip title={formatDateTime(user.lastLoginAt, tag)}>
        <span>{formatRelativeTime(user.lastLoginAt, tag)}</span>
      </Tooltip>
    ) : (
      <Typography.Text type="secondary">{t('team.users.never')}</Typography.Text>
    );
  const invitedBy = (user: TeamUser) =>
    user.invitedBy ?? <Typography.Text type="secondary">—</Typography.Text>;

  const actions = (user: TeamUser): ReactNode => {
    const can = userActionsFor(user, viewer);
    const confirm = { okText: t('team.actions.confirm'), cancelText: t('team.actions.cancel') };
    const buttons: ReactNode[] = [];
    if (can.canChangeRole)
      buttons.push(
        <Button key="role" type="link" size="small" onClick={() => onChangeRole(user)}>
          {t('team.actions.changeRole')}
        </Button>,
      );
    if (can.canProposeOwner)
      buttons.push(
        <Popconfirm
          key="owner"
          {...confirm}
          title={t('team.transfer.proposeTitle', { name: user.realName })}
          description={
            <div className={styles.confirmText}>
              {t('team.transfer.proposeText', { days: TEAM_LIMITS.transferDays })}
            </div>
          }
          onConfirm={() =>
            propose.mutate(
              { userId: user.id },
              { onSuccess: () => showSuccessMessage(t('team.transfer.proposed', { name: user.realName })) },
            )
          }
        >
          <Button type="link" size="small">
            {t('team.actions.makeOwner')}
          </Button>
        </Popconfirm>,
      );
    if (can.canDisable)
      buttons.push(
        <Popconfirm
          key="disable"
          {...confirm}
          okButtonProps={{ danger: true }}
          title={t('team.actions.disableTitle', { name: user.realName })}
          description={<div className={styles.confirmText}>{t('team.actions.disableText')}</div>}
          onConfirm={() =>
            disable.mutate(
              { userId: user.id },
              { onSuccess: () => showSuccessMessage(t('team.actions.disabled', { name: user.realName })) },
            )
          }
        >
          <Button type="link" size="small" danger>
            {t('team.actions.disable')}
          </Button>
        </Popconfirm>,
      );
    if (can.canEnable)
      buttons.push(
        <Popconfirm
          key="enable"
          {...confirm}
          title={t('team.actions.enableTitle', { name: user.realName })}
          description={<div className={styles.confirmText}>{t('team.actions.enableText')}</div>}
          onConfirm={() =>
            enable.mutate(
              { userId: user.id },
              { onSuccess: () => showSuccessMessage(t('team.actions.enabled', { name: user.realName })) },
            )
          }
        >
          <Button type="link" size="small">
            {t('team.actions.enable')}
          </Button>
        </Popconfirm>,
      );
    return buttons.length ? (
      <Space size={0} wrap className={styles.actions}>
        {buttons}
      </Space>
    ) : null;
  };

  return (
    <Card title={t('team.users.title')} className={styles.card}>
      {isPhone ? (
        <List
          dataSource={users}
          renderItem={(user) => (
            <List.Item key={user.id} data-testid="team-user-row" data-email={user.email}>
              <div className={styles.phoneRow}>
                {name(user)}
                <Space size={8} wrap>
                  {role(user)}
                  {status(user)}
                </Space>
                <Typography.Text type="secondary" className={styles.meta}>
                  {t('team.users.lastSignIn')}: {lastSignIn(user)}
                  {user.invitedBy ? ` · ${t('team.users.invitedBy')}: ${user.invitedBy}` : ''}
                </Typography.Text>
                {actions(user)}
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Table<TeamUser>
          rowKey="id"
          dataSource={users}
          pagination={false}
          scroll={{ x: 'max-content' }}
          onRow={(user) =>
            ({
              'data-testid': 'team-user-row',
              'data-email': user.email,
            }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            { key: 'name', title: t('team.users.name'), render: (_, user) => name(user) },
            { key: 'role', title: t('team.users.role'), render: (_, user) => role(user) },
            { key: 'status', title: t('team.users.status'), render: (_, user) => status(user) },
            { key: 'lastSignIn', title: t('team.users.lastSignIn'), render: (_, user) => lastSignIn(user) },
            { key: 'invitedBy', title: t('team.users.invitedBy'), render: (_, user) => invitedBy(user) },
            { key: 'actions', title: t('team.users.actions'), render: (_, user) => actions(user) },
          ]}
        />
      )}
    </Card>
  );
}
