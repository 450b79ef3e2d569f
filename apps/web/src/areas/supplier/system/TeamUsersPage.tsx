import type { TeamUser } from '@sc/contract';
import { Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import { useTeamOverview } from '../../../features/team/api/teamApi';
import { ChangeRoleModal } from '../../../features/team/components/ChangeRoleModal';
import { InvitationList } from '../../../features/team/components/InvitationList';
import { InviteUserModal } from '../../../features/team/components/InviteUserModal';
import { SeatsCard } from '../../../features/team/components/SeatsCard';
import { TeamUserList } from '../../../features/team/components/TeamUserList';
import { TransferBanner } from '../../../features/team/components/TransferBanner';
import { useSession } from '../../../lib/useSession';
import styles from './TeamUsersPage.module.css';

/**
 * Menu page Team → Users: my company's users with their roles and state, open invitations, seats
 * used of the package's seats, and the open ownership transfer (accept / decline when it is mine).
 */
export function TeamUsersPage() {
  const { t } = useTranslation();
  const { adminId } = useSession();
  const overview = useTeamOverview();
  const [isInviting, setInviting] = useState(false);
  const [roleOf, setRoleOf] = useState<TeamUser | null>(null);

  if (overview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!overview.data)
    return <LoadError layout="page" title={t('team.loadError')} onRetry={() => void overview.refetch()} />;
  const { users, invitations, seats, transfer, isOwner } = overview.data;
  const myUserId = users.find((user) => user.isMe)?.id ?? Number(adminId);

  return (
    <section className={styles.page}>
      <Typography.Paragraph type="secondary" className={styles.intro}>
        {t('team.intro')}
      </Typography.Paragraph>
      {transfer ? <TransferBanner transfer={transfer} myUserId={myUserId} /> : null}
      <SeatsCard seats={seats} onInvite={() => setInviting(true)} />
      <TeamUserList
        users={users}
        viewer={{ isOwner, hasOpenTransfer: transfer !== null }}
        onChangeRole={setRoleOf}
      />
      <InvitationList invitations={invitations} />
      <InviteUserModal isOpen={isInviting} onClose={() => setInviting(false)} />
      <ChangeRoleModal user={roleOf} onClose={() => setRoleOf(null)} />
    </section>
  );
}
