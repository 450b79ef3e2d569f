import type { CredentialOverview } from '@sc/contract';
import { Alert, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { local } from '../../../lib/storage';
import styles from './RewardsBanner.module.css';

/** The spec's `showReward` flag: the rewards banner shows until the user hides it. */
const SHOW_REWARD_KEY = 'showReward';

/** What verifying each credential type earns (SPEC 1: labels only show the numbers), until dismissed. */
export function RewardsBanner({ terms }: { terms: CredentialOverview['rewardTerms'] }) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(() => local.get(SHOW_REWARD_KEY) !== 'false');
  if (!isShown || terms.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': t('credentials.rewards.dismiss') }}
      onClose={() => {
        local.set(SHOW_REWARD_KEY, 'false');
        setShown(false);
      }}
      title={t('credentials.rewards.title')}
      description={
        <>
          <p className={styles.intro}>{t('credentials.rewards.intro')}</p>
          <ul className={styles.list}>
            {terms.map((term) => (
              <li key={term.type}>
                {t('credentials.rewards.line', {
                  type: t(`credentialType.${term.type}`),
                  days: term.days,
                  contacts: term.contacts,
                })}
                {term.earned ? (
                  <Tag color="success" className={styles.earned}>
                    {t('credentials.rewards.earnedTag')}
                  </Tag>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
