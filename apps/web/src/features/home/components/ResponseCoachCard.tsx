import { COACH_RULES, RESPONSE_BUCKETS, type ResponseCoach } from '@sc/contract';
import { Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './Dashboard.module.css';

/** A duration in whole minutes or hours, as the coach shows it. */
export function durationParts(seconds: number): { key: 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds < 3600) return { key: 'minutes', count: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 86_400) return { key: 'hours', count: Math.round((seconds / 3600) * 10) / 10 };
  return { key: 'days', count: Math.round((seconds / 86_400) * 10) / 10 };
}

/** The response coach: how many buyer-started conversations got an answer within 24 h, and how fast. */
export function ResponseCoachCard({ coach }: { coach: ResponseCoach }) {
  const { t } = useTranslation();
  const rate = coach.responseRate === null ? null : Math.round(coach.responseRate * 100);
  const median =
    coach.medianFirstResponseSeconds === null ? null : durationParts(coach.medianFirstResponseSeconds);
  const largest = Math.max(1, ...RESPONSE_BUCKETS.map((bucket) => coach.buckets[bucket]));
  return (
    <Card title={t('home.coach.title')} data-testid="response-coach">
      {coach.conversations === 0 ? (
        <Typography.Paragraph type="secondary">{t('home.coach.empty')}</Typography.Paragraph>
      ) : (
        <div className={styles.coach}>
          <div className={styles.coachRate}>
            <Progress
              type="circle"
              size={88}
              percent={rate ?? 0}
              status={rate !== null && rate < 80 ? 'exception' : 'success'}
              format={() => `${rate}%`}
              aria-label={t('home.coach.rate')}
            />
            <div>
              <Typography.Text strong>{t('home.coach.rate')}</Typography.Text>
              <Typography.Paragraph type="secondary" className={styles.small}>
                {t('home.coach.rateDetail', {
                  answered: coach.answeredIn24h,
                  count: coach.conversations,
                  days: COACH_RULES.windowDays,
                })}
              </Typography.Paragraph>
              {median ? (
                <Typography.Text>
                  {t('home.coach.median', {
                    time: t(`home.duration.${median.key}`, { count: median.count }),
                  })}
                </Typography.Text>
              ) : null}
            </div>
          </div>
          <ul className={styles.buckets} aria-label={t('home.coach.bucketsLabel')}>
            {RESPONSE_BUCKETS.map((bucket) => (
              <li key={bucket} className={styles.bucket}>
                <span className={styles.bucketLabel}>{t(`home.coach.bucket.${bucket}`)}</span>
                <span className={styles.bucketBar}>
                  <span
                    className={bucket === 'over24h' ? styles.bucketFillLate : styles.bucketFill}
                    style={{ width: `${(coach.buckets[bucket] / largest) * 100}%` }}
                  />
                </span>
                <span className={styles.bucketCount}>{coach.buckets[bucket]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
