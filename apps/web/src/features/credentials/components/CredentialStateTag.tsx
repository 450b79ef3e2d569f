import type { CredentialState } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<CredentialState, string> = {
  pending: 'processing',
  verified: 'success',
  expiring: 'warning',
  expired: 'default',
  rejected: 'error',
  reupload: 'error',
  revoked: 'error',
};

/** A credential's state as a coloured tag (the words carry the meaning, not the colour). */
export function CredentialStateTag({ state }: { state: CredentialState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="credential-state">
      {t(`credentialState.${state}`)}
    </Tag>
  );
}
