import type { RewardTerm } from '@sc/contract';
import { App, Button, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useRewardTerms, useSaveRewardTerms } from '../../../features/credentials/api/consoleCredentialsApi';
import styles from './ConsoleCredentialsPage.module.css';

function TermsForm({ terms }: { terms: RewardTerm[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveRewardTerms();
  const [draft, setDraft] = useState(terms);
  const setTerm = (type: RewardTerm['type'], change: Partial<RewardTerm>) =>
    setDraft((current) => current.map((term) => (term.type === type ? { ...term, ...change } : term)));

  return (
    <div className={styles.terms}>
      <Typography.Paragraph type="secondary">{t('consoleCredentials.rewardsIntro')}</Typography.Paragraph>
      <table className={styles.termsTable}>
        <thead>
          <tr>
            <th scope="col">{t('credentials.field.type')}</th>
            <th scope="col">{t('consoleCredentials.rewardDays')}</th>
            <th scope="col">{t('consoleCredentials.rewardContacts')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.map((term) => (
            <tr key={term.type}>
              <th scope="row">{t(`credentialType.${term.type}`)}</th>
              <td>
                <InputNumber
                  min={0}
                  max={365}
                  precision={0}
                  value={term.days}
                  aria-label={`${t(`credentialType.${term.type}`)} · ${t('consoleCredentials.rewardDays')}`}
                  onChange={(value) => setTerm(term.type, { days: value ?? 0 })}
                />
              </td>
              <td>
                <InputNumber
                  min={0}
                  max={1000}
                  precision={0}
                  value={term.contacts}
                  aria-label={`${t(`credentialType.${term.type}`)} · ${t('consoleCredentials.rewardContacts')}`}
                  onChange={(value) => setTerm(term.type, { contacts: value ?? 0 })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          void save
            .mutateAsync({ terms: draft })
            .then(() => message.success(t('consoleCredentials.rewardsSaved')))
            .catch(() => undefined)
        }
      >
        {t('consoleCredentials.saveRewards')}
      </Button>
    </div>
  );
}

/** What verifying each credential type earns; changes apply to later verifications. */
export function RewardTermsTab() {
  const { t } = useTranslation();
  const terms = useRewardTerms();
  if (terms.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!terms.data)
    return (
      <ListLoadError
        title={t('consoleCredentials.loadError')}
        error={terms.error}
        hasData={false}
        onRetry={() => void terms.refetch()}
      />
    );
  return <TermsForm key={JSON.stringify(terms.data)} terms={terms.data} />;
}
