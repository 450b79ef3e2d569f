import { UserAddOutlined } from '@ant-design/icons';
import type { SeatUsage } from '@sc/contract';
import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { seatsLeft } from '../teamRules';
import styles from './Team.module.css';

type SeatsCardProps = { seats: SeatUsage; onInvite: () => void };

/** "N of M seats used", how many are left, where the limit comes from, and the invite button. */
export function SeatsCard({ seats, onInvite }: SeatsCardProps) {
  const { t } = useTranslation();
  const { left, isFull } = seatsLeft(seats);
  return (
    <Card className={styles.seats} data-testid="team-seats">
      <div className={styles.seatsRow}>
        <div className={styles.seatsFigures}>
          <Typography.Text strong className={styles.seatsUsed}>
            {t('team.seats.used', { used: seats.used, limit: seats.limit })}
          </Typography.Text>
          <Progress
            percent={Math.min(100, Math.round((seats.used / Math.max(1, seats.limit)) * 100))}
            showInfo={false}
            status={isFull ? 'exception' : 'normal'}
            size="small"
          />
          <Typography.Text type="secondary">
            {t('team.seats.left', { count: left })} ·{' '}
            {seats.isTrial
              ? t('team.seats.trial', { limit: seats.limit })
              : t('team.seats.paid', { limit: seats.limit })}
          </Typography.Text>
        </div>
        <Button type="primary" icon={<UserAddOutlined />} onClick={onInvite} disabled={isFull}>
          {t('team.invite.button')}
        </Button>
      </div>
      {isFull ? (
        <Alert className={styles.seatsFull} type="warning" showIcon title={t('team.seats.full')} />
      ) : null}
    </Card>
  );
}
