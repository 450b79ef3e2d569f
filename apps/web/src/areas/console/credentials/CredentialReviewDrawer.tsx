import {
  type ConsoleCredential,
  CREDENTIAL_LIMITS,
  CREDENTIAL_REJECT_REASONS,
  type CredentialRejectReason,
} from '@sc/contract';
import { App, Button, Checkbox, Drawer, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelRevocation,
  useCompanyCredentials,
  useConfirmRevocation,
  useDecideCredential,
  useRequestRevocation,
} from '../../../features/credentials/api/consoleCredentialsApi';
import { CredentialStateTag } from '../../../features/credentials/components/CredentialStateTag';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { formatDate } from '../../../lib/formatDate';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ConsoleCredentialsPage.module.css';
import { CredentialFiles } from './CredentialFiles';

type Decision = 'approve' | 'reject' | 'reupload';

/** The facts a reviewer checks against the documents. */
function Facts({ credential }: { credential: ConsoleCredential }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const tag = langTag(lang);
  return (
    <dl className={styles.facts}>
      <dt>{t('consoleCredentials.company')}</dt>
      <dd>
        {credential.companyName} ({credential.companyCountry})
      </dd>
      <dt>{t('credentials.field.type')}</dt>
      <dd>
        {t(`credentialType.${credential.type}`)} · {t('credentials.version', { version: credential.version })}
      </dd>
      <dt>{t('credentials.field.issuer')}</dt>
      <dd>{credential.issuer}</dd>
      <dt>{t('credentials.field.certificateNumber')}</dt>
      <dd>{credential.certificateNumber}</dd>
      <dt>{t('credentials.field.issuedOn')}</dt>
      <dd>{formatDate(credential.issuedOn, tag)}</dd>
      <dt>{t('credentials.field.expiresOn')}</dt>
      <dd>{credential.expiresOn ? formatDate(credential.expiresOn, tag) : t('credentials.noExpiryShort')}</dd>
      {credential.scope ? (
        <>
          <dt>{t('credentials.field.scope')}</dt>
          <dd className={styles.preLine}>{credential.scope}</dd>
        </>
      ) : null}
      {credential.description ? (
        <>
          <dt>{t('credentials.field.description')}</dt>
          <dd className={styles.preLine}>{credential.description}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** Approve, reject with a reason, or ask for a new upload. */
function DecisionForm({ credential }: { credential: ConsoleCredential }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const decide = useDecideCredential();
  const [decision, setDecision] = useState<Decision>('approve');
  const [reason, setReason] = useState<CredentialRejectReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit() {
    if (decision !== 'approve' && reason === null) return setError(t('validation.rejectReasonRequired'));
    if (reason === 'other' && decision !== 'approve' && !note.trim())
      return setError(t('validation.reviewNoteRequired'));
    setError(null);
    try {
      await decide.mutateAsync({
        id: credential.id,
        decision,
        reason: decision === 'approve' ? null : reason,
        note,
      });
      const done = { approve: 'approved', reject: 'rejected', reupload: 'reuploadSent' } as const;
      void message.success(t(`consoleCredentials.${done[decision]}`));
    } catch {
      // The HTTP client has shown why.
    }
  }

  return (
    <div className={styles.decision}>
      <Radio.Group
        value={decision}
        onChange={(event) => setDecision(event.target.value as Decision)}
        optionType="button"
        options={(['approve', 'reject', 'reupload'] as const).map((value) => ({
          value,
          label: t(`consoleCredentials.${value}`),
        }))}
      />
      {decision !== 'approve' ? (
        <Select<CredentialRejectReason>
          id="credential-reject-reason"
          value={reason ?? undefined}
          onChange={setReason}
          placeholder={t('consoleCredentials.reason')}
          aria-label={t('consoleCredentials.reason')}
          options={CREDENTIAL_REJECT_REASONS.map((value) => ({
            value,
            label: t(`credentialRejectReason.${value}`),
          }))}
        />
      ) : null}
      <Input.TextArea
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('consoleCredentials.notePlaceholder')}
        aria-label={t('consoleCredentials.note')}
        maxLength={CREDENTIAL_LIMITS.reviewNoteMax}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Button
        type="primary"
        danger={decision !== 'approve'}
        loading={decide.isPending}
        onClick={() => void handleSubmit()}
        data-testid="credential-decide"
      >
        {t(`consoleCredentials.${decision}`)}
      </Button>
    </div>
  );
}

/** Revocation: one operator asks, another confirms (or either withdraws the request). */
function Revocation({ credential }: { credential: ConsoleCredential }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { message } = App.useApp();
  const { userId } = useConsoleSession();
  const request = useRequestRevocation();
  const confirm = useConfirmRevocation();
  const cancel = useCancelRevocation();
  const [isAsking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [takeBack, setTakeBack] = useState(true);
  const asked = credential.revokeRequest;

  if (asked)
    return (
      <div className={styles.decision}>
        <Typography.Text>
          {t('consoleCredentials.revokeRequest', {
            name: asked.by,
            date: formatDateTime(asked.at, langTag(lang)),
            reason: asked.reason,
          })}{' '}
          {asked.takeBack
            ? t('consoleCredentials.revokeTakesBack')
            : t('consoleCredentials.revokeKeepsReward')}
        </Typography.Text>
        {asked.byUserId === userId ? (
          <Typography.Text type="secondary">{t('consoleCredentials.ownRequest')}</Typography.Text>
        ) : null}
        <Space wrap>
          <Button
            onClick={() => void cancel.mutateAsync(credential.id).catch(() => undefined)}
            loading={cancel.isPending}
          >
            {t('consoleCredentials.cancelRevoke')}
          </Button>
          <Button
            danger
            type="primary"
            disabled={asked.byUserId === userId}
            loading={confirm.isPending}
            onClick={() =>
              void confirm
                .mutateAsync(credential.id)
                .then(() => message.success(t('consoleCredentials.revoked')))
                .catch(() => undefined)
            }
          >
            {t('consoleCredentials.confirmRevoke')}
          </Button>
        </Space>
      </div>
    );
  if (!isAsking)
    return (
      <Button danger onClick={() => setAsking(true)}>
        {t('consoleCredentials.revoke')}
      </Button>
    );
  return (
    <div className={styles.decision}>
      <Typography.Text type="secondary">{t('consoleCredentials.revokeHint')}</Typography.Text>
      <Input.TextArea
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-label={t('consoleCredentials.revokeReason')}
        placeholder={t('consoleCredentials.revokeReason')}
        maxLength={CREDENTIAL_LIMITS.reviewNoteMax}
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Checkbox checked={takeBack} onChange={(event) => setTakeBack(event.target.checked)}>
        {t('consoleCredentials.takeBack')}
      </Checkbox>
      <Space wrap>
        <Button onClick={() => setAsking(false)}>{t('consoleCredentials.cancel')}</Button>
        <Button
          danger
          type="primary"
          disabled={!reason.trim()}
          loading={request.isPending}
          onClick={() =>
            void request
              .mutateAsync({ id: credential.id, reason, takeBack })
              .then(() => {
                setAsking(false);
                void message.success(t('consoleCredentials.revokeAsked'));
              })
              .catch(() => undefined)
          }
        >
          {t('consoleCredentials.revokeTitle')}
        </Button>
      </Space>
    </div>
  );
}

type CredentialReviewDrawerProps = { credential: ConsoleCredential | null; onClose: () => void };

/** One credential under review: documents beside the facts, the decision, the company's other credentials. */
export function CredentialReviewDrawer({ credential, onClose }: CredentialReviewDrawerProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const history = useCompanyCredentials(credential?.supplierId ?? null);
  const others = (history.data ?? []).filter((c) => c.id !== credential?.id);
  const current = (history.data ?? []).find((c) => c.id === credential?.id) ?? credential;

  return (
    <Drawer
      open={credential !== null}
      onClose={onClose}
      size={isMobile ? '100%' : 1000}
      destroyOnHidden
      title={
        current ? (
          <span className={styles.drawerTitle}>
            {t(`credentialType.${current.type}`)} · {current.companyName}{' '}
            <CredentialStateTag state={current.state} />
          </span>
        ) : null
      }
    >
      {current ? (
        <div className={styles.review}>
          <CredentialFiles files={current.files} />
          <div className={styles.side}>
            <Facts credential={current} />
            {current.state === 'pending' ? <DecisionForm key={current.id} credential={current} /> : null}
            {current.reviewedBy ? (
              <Typography.Text type="secondary">
                {t('consoleCredentials.decidedBy', { name: current.reviewedBy })}
              </Typography.Text>
            ) : null}
            {current.rejectReason ? (
              <Typography.Text>{t(`credentialRejectReason.${current.rejectReason}`)}</Typography.Text>
            ) : null}
            {current.reviewNote ? (
              <Typography.Text className={styles.preLine}>{current.reviewNote}</Typography.Text>
            ) : null}
            {current.state === 'verified' || current.state === 'expiring' ? (
              <Revocation key={`${current.id}-${current.revokeRequest?.at ?? ''}`} credential={current} />
            ) : null}
            <Typography.Title level={5}>{t('consoleCredentials.companyHistory')}</Typography.Title>
            {others.length === 0 ? (
              <Typography.Text type="secondary">{t('consoleCredentials.noHistory')}</Typography.Text>
            ) : (
              <ul className={styles.history}>
                {others.map((other) => (
                  <li key={other.id}>
                    {t(`credentialType.${other.type}`)} ·{' '}
                    {t('credentials.version', { version: other.version })} ·{' '}
                    {formatDate(other.submittedAt, langTag(lang))} <CredentialStateTag state={other.state} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </Drawer>
  );
}
