import type { ReferralReward } from '@sc/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Invite.module.css';

/** The programme's rule of activation and the reward, with the configured numbers. */
export function InviteRules({ reward }: { reward: ReferralReward }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('affiliate.rules.title')}
      description={
        <ul className={styles.rules} data-testid="invite-rules">
          <li>{t('affiliate.rules.activation')}</li>
          <li>
            <strong>
              {t('affiliate.rules.reward', {
                days: reward.days,
                contacts: reward.contacts,
                holdDays: reward.holdDays,
              })}
            </strong>
          </li>
          <li>{t('affiliate.rules.review', { count: reward.activationsPerDay })}</li>
          <li>{t('affiliate.rules.notCounted')}</li>
          <li>{t('affiliate.rules.noMail')}</li>
        </ul>
      }
    />
  );
}
