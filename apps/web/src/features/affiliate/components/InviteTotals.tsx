import type { InviteTotals as Totals } from '@sc/contract';
import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Invite.module.css';

const FIGURES = ['invited', 'joined', 'activated', 'daysEarned'] as const;

/** Invited, joined, activated and the days earned so far. */
export function InviteTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <Card className={styles.card}>
      <div className={styles.totals}>
        {FIGURES.map((figure) => (
          <Statistic
            key={figure}
            title={t(`affiliate.totals.${figure}`)}
            value={totals[figure]}
            data-testid={`invite-total-${figure}`}
          />
        ))}
      </div>
    </Card>
  );
}
