import { type Invitation, type InvitationState, SMALL_UI_MAX_WIDTH } from '@sc/contract';
import { Card, Empty, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './Invite.module.css';

const STATE_COLORS: Record<InvitationState, string> = {
  invited: 'default',
  joined: 'blue',
  activated: 'cyan',
  review: 'gold',
  rewarded: 'green',
  rejected: 'red',
  reversed: 'volcano',
};

type InvitationTableProps = {
  invitations: Invitation[];
  total: number;
  pageIndex: number;
  pageSize: number;
  isLoading: boolean;
  onPageChange: (pageIndex: number) => void;
};

/** My invitations: a table on wide screens, cards on phones; each with its state, reason and dates. */
export function InvitationTable(props: InvitationTableProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const isPhone = useViewportWidth() < SMALL_UI_MAX_WIDTH;
  const date = (value: string) => formatDate(value, langTag(lang));

  const who = (invitation: Invitation) => (
    <div>
      <div>{invitation.name ?? invitation.email ?? t('affiliate.table.viaLink')}</div>
      {invitation.name && invitation.email ? (
        <Typography.Text type="secondary">{invitation.email}</Typography.Text>
      ) : null}
    </div>
  );
  const state = (invitation: Invitation) => (
    <div className={styles.state}>
      <Tag color={STATE_COLORS[invitation.state]} data-testid="invitation-state">
        {t(`affiliate.state.${invitation.state}`)}
      </Tag>
      {invitation.reason ? (
        <Typography.Text type="secondary">{t(`affiliate.reason.${invitation.reason}`)}</Typography.Text>
      ) : null}
    </div>
  );
  const dates = (invitation: Invitation) => (
    <ul className={styles.dates}>
      <li>{t('affiliate.table.invitedOn', { date: date(invitation.createdAt) })}</li>
      {invitation.joinedAt ? (
        <li>{t('affiliate.table.joinedOn', { date: date(invitation.joinedAt) })}</li>
      ) : null}
      {invitation.activatedAt && invitation.activatedBy ? (
        <li>
          {t('affiliate.table.activatedOn', {
            date: date(invitation.activatedAt),
            by: t(`affiliate.activatedBy.${invitation.activatedBy}`),
          })}
        </li>
      ) : null}
      {invitation.state === 'activated' && invitation.holdUntil ? (
        <li>{t('affiliate.table.holdUntil', { date: date(invitation.holdUntil) })}</li>
      ) : null}
      {invitation.rewardedAt && invitation.rewardDays !== null ? (
        <li>
          {t('affiliate.table.rewardedOn', {
            date: date(invitation.rewardedAt),
            days: invitation.rewardDays,
          })}
        </li>
      ) : null}
      {invitation.reversedAt ? (
        <li>{t('affiliate.table.reversedOn', { date: date(invitation.reversedAt) })}</li>
      ) : null}
    </ul>
  );
  const pagination = {
    current: props.pageIndex,
    pageSize: props.pageSize,
    total: props.total,
    onChange: props.onPageChange,
    hideOnSinglePage: true,
  };
  const empty = <Empty description={t('affiliate.table.empty')} />;

  return (
    <Card title={t('affiliate.table.title')} className={styles.card}>
      {isPhone ? (
        <List
          dataSource={props.invitations}
          loading={props.isLoading}
          pagination={props.total > props.pageSize ? pagination : false}
          locale={{ emptyText: empty }}
          renderItem={(invitation) => (
            <List.Item key={invitation.id} data-testid="invitation-row">
              <div className={styles.phoneRow}>
                {who(invitation)}
                {state(invitation)}
                {dates(invitation)}
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Table<Invitation>
          rowKey="id"
          dataSource={props.invitations}
          loading={props.isLoading}
          pagination={pagination}
          locale={{ emptyText: empty }}
          onRow={() => ({ 'data-testid': 'invitation-row' }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'who', title: t('affiliate.table.who'), render: (_, row) => who(row) },
            { key: 'state', title: t('affiliate.table.state'), render: (_, row) => state(row) },
            { key: 'dates', title: t('affiliate.table.dates'), render: (_, row) => dates(row) },
          ]}
        />
      )}
    </Card>
  );
}
