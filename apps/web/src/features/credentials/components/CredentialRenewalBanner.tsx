import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useCredentialOverview } from '../api/credentialsApi';
import { credentialsToRenew } from '../renewals';

/** On home: credentials in their last 30 days or expired (buyers no longer see those), with a link to renew. */
export function CredentialRenewalBanner() {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const overview = useCredentialOverview();
  const due = credentialsToRenew(overview.data);
  if (due.length === 0) return null;
  const list = due
    .map((c) =>
      t('credentials.renewal.item', {
        type: t(`credentialType.${c.type}`),
        date: c.expiresOn ? formatDate(c.expiresOn, tag) : '—',
      }),
    )
    .join(t('credentials.renewal.separator'));
  return (
    <Alert
      type="warning"
      showIcon
      title={t('credentials.renewal.title', { count: due.length })}
      description={list}
      action={
        <Button size="small" onClick={() => navigate(paths.credentials)}>
          {t('credentials.renewal.action')}
        </Button>
      }
      data-testid="credential-renewal"
    />
  );
}
