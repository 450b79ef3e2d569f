import type { LoginTokenResult } from '@sc/contract';
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthPanel } from '../../../components/AuthPanel';
import { AuthShell } from '../../../components/AuthShell';
import { useInvitationDetails } from '../../../features/team/api/teamApi';
import { AcceptInvitationForm } from '../../../features/team/components/AcceptInvitationForm';
import { roleLabel } from '../../../features/team/teamRules';
import { showSuccessMessage } from '../../../lib/feedback';
import { translateUnchecked } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { clearLocalSession } from '../../../lib/sessionEnd';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSession } from '../../../lib/useSession';
import { useCompleteSignIn } from '../login/useCompleteSignIn';
import styles from './AcceptInvitationPage.module.css';

/**
 * Public page /invitation?token=…: the invited colleague sees the company, who invited them and the
 * email they will sign in with, sets their name and password, and lands in the portal signed in. A
 * used, withdrawn or expired link says to ask for a new invitation.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const details = useInvitationDetails(token);
  const session = useSession();
  const completeSignIn = useCompleteSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t('team.accept.title'));

  async function handleJoined(result: LoginTokenResult) {
    // Another account signed in on this browser gives way to the new colleague.
    if (sessionStore.get().isLoggedIn) clearLocalSession('logout');
    sessionStore.saveLogin(result);
    showSuccessMessage(t('team.accept.joined', { company: details.data?.companyName ?? '' }));
    await completeSignIn();
  }

  const toSignIn = (
    <Button type="primary" onClick={() => navigate(paths.login)}>
      {t('team.accept.toSignIn')}
    </Button>
  );

  if (token === '' || details.isError || refusal !== null)
    return (
      <AuthShell>
        <AuthPanel>
          <Result
            status="warning"
            title={t('team.accept.invalidTitle')}
            subTitle={refusal ?? details.error?.message ?? t('error.TEAM_INVITATION_INVALID')}
            extra={toSignIn}
            data-testid="invitation-invalid"
          />
        </AuthPanel>
      </AuthShell>
    );

  if (!details.data)
    return (
      <AuthShell>
        <AuthPanel>
          <Result icon={<Spin size="large" />} title={t('team.accept.checking')} />
        </AuthPanel>
      </AuthShell>
    );

  const invitation = details.data;
  return (
    <AuthShell>
      <AuthPanel
        width="wide"
        title={t('team.accept.title')}
        subtitle={
          invitation.inviterName
            ? t('team.accept.subtitle', { inviter: invitation.inviterName, company: invitation.companyName })
            : t('team.accept.subtitleNoInviter', { company: invitation.companyName })
        }
      >
        <Descriptions
          className={styles.facts}
          size="small"
          column={1}
          bordered
          items={[
            { key: 'company', label: t('team.accept.company'), children: invitation.companyName },
            {
              key: 'role',
              label: t('team.accept.role'),
              children: roleLabel(invitation.role, translateUnchecked),
            },
          ]}
        />
        {session.isLoggedIn ? (
          <Alert
            className={styles.signedIn}
            type="info"
            showIcon
            title={t('team.accept.signedInAs', { email: session.email })}
          />
        ) : null}
        <AcceptInvitationForm
          token={token}
          invitation={invitation}
          onJoined={handleJoined}
          onRefused={setRefusal}
        />
      </AuthPanel>
    </AuthShell>
  );
}
