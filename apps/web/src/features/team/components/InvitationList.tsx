import { SMALL_UI_MAX_WIDTH, type TeamInvitation } from '@sc/contract';
import { Button, Card, Empty, List, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccessMessage } from '../../../lib/feedback';
import { formatDate } from '../../../lib/formatDate';
import { translateUnchecked } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { useResendInvitation, useRevokeInvitation } from '../api/teamApi';
import { roleLabel } from '../teamRules';
import styles from './Team.module.css';

type InvitationListProps = { invitations: TeamInvitation[] };

/** Invitations not accepted yet: email, role, when sent, until when; resend a new link or withdraw. */
export function InvitationList({ invitations }: InvitationListProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  const isPhone = useViewportWidth() < SMALL_UI_MAX_WIDTH;
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();

  const sent = (invitation: TeamInvitation) => (
    <div className={styles.who}>
      <span>{formatDate(invitation.sentAt, tag)}</span>
      {invitation.invitedBy ? (
        <Typography.Text type="secondary" className={styles.email}>
          {t('team.invitations.by', { name: invitation.invitedBy })}
        </Typography.Text>
      ) : null}
    </div>
  );
  const expires = (invitation: TeamInvitation) =>
    invitation.isExpired ? (
      <Tag color="orange">{t('team.invitations.expired')}</Tag>
    ) : (
      formatDate(invitation.expiresAt, tag)
    );
  const actions = (invitation: TeamInvitation) => (
    <Space size={0} wrap className={styles.actions}>
      <Button
        type="link"
        size="small"
        onClick={() =>
          resend.mutate(
            { invitationId: invitation.id },
            {
              onSuccess: () => showSuccessMessage(t('team.invitations.resent', { email: invitation.email })),
            },
          )
        }
      >
        {t('team.invitations.resend')}
      </Button>
      <Popconfirm
        title={t('team.invitations.revokeTitle', { email: invitation.email })}
        description={<div className={styles.confirmText}>{t('team.invitations.revokeText')}</div>}
        okText={t('team.actions.confirm')}
        cancelText={t('team.actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          revoke.mutate(
            { invitationId: invitation.id },
            {
              onSuccess: () => showSuccessMessage(t('team.invitations.revoked', { email: invitation.email })),
            },
          )
        }
      >
        <Button type="link" size="small" danger>
          {t('team.invitations.revoke')}
        </Button>
      </Popconfirm>
    </Space>
  );
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.invitations.empty')} />;

  return (
    <Card title={t('team.invitations.title')} className={styles.card}>
      {isPhone ? (
        <List
          dataSource={invitations}
          locale={{ emptyText: empty }}
          renderItem={(invitation) => (
            <List.Item key={invitation.id} data-testid="team-invitation-row">
              <div className={styles.phoneRow}>
                <Typography.Text strong className={styles.email}>
                  {invitation.email}
                </Typography.Text>
                <span>{roleLabel(invitation.role, translateUnchecked)}</span>
                <Typography.Text type="secondary" className={styles.meta}>
                  {t('team.invitations.sent')}: {formatDate(invitation.sentAt, tag)}
                  {invitation.invitedBy
                    ? ` · ${t('team.invitations.by', { name: invitation.invitedBy })}`
                    : ''}
                </Typography.Text>
                <Typography.Text type="secondary" className={styles.meta}>
                  {t('team.invitations.expires')}: {expires(invitation)}
                </Typography.Text>
                {actions(invitation)}
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Table<TeamInvitation>
          rowKey="id"
          dataSource={invitations}
          pagination={false}
          locale={{ emptyText: empty }}
          scroll={{ x: 'max-content' }}
          onRow={() => ({ 'data-testid': 'team-invitation-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'email', title: t('team.invitations.email'), dataIndex: 'email' },
            {
              key: 'role',
              title: t('team.invitations.role'),
              render: (_, invitation) => roleLabel(invitation.role, translateUnchecked),
            },
            { key: 'sent', title: t('team.invitations.sent'), render: (_, invitation) => sent(invitation) },
            {
              key: 'expires',
              title: t('team.invitations.expires'),
              render: (_, invitation) => expires(invitation),
            },
            {
              key: 'actions',
              title: t('team.users.actions'),
              render: (_, invitation) => actions(invitation),
            },
          ]}
        />
      )}
    </Card>
  );
}
