import { CalendarOutlined, ClockCircleOutlined, MessageOutlined } from '@ant-design/icons';
import type { SupplierSchedulePublic } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { regionName } from '../../../lib/regionName';
import { formatDays } from '../../../lib/weekdays';
import styles from './SupplierSchedule.module.css';

/**
 * When a supplier answers: its usual reply time, its local time and hours (open or closed now), and
 * the trade fairs where buyers can meet it.
 */
export function SupplierSchedule({
  schedule,
  localeTag,
}: {
  schedule: SupplierSchedulePublic;
  localeTag: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.section}
      aria-labelledby="supplier-availability"
      data-testid="supplier-schedule"
    >
      <h3 id="supplier-availability" className={styles.title}>
        {t('buyerApp.schedule.title')}
      </h3>
      {schedule.replyBand ? (
        <p className={styles.line}>
          <MessageOutlined aria-hidden="true" /> {t(`buyerApp.schedule.reply.${schedule.replyBand}`)}
        </p>
      ) : null}
      <p className={styles.line}>
        <ClockCircleOutlined aria-hidden="true" />{' '}
        {t('buyerApp.schedule.localTime', { time: schedule.localTime })}{' '}
        <Tag color={schedule.openNow ? 'green' : 'default'} bordered={false}>
          {schedule.openNow ? t('buyerApp.schedule.open') : t('buyerApp.schedule.closed')}
        </Tag>
      </p>
      <p className={styles.hours}>
        {t('buyerApp.schedule.hours', {
          days: formatDays(schedule.days, localeTag),
          opens: schedule.opensAt,
          closes: schedule.closesAt,
          zone: schedule.timeZone.replaceAll('_', ' '),
        })}
      </p>
      {schedule.fairs.length ? (
        <>
          <h4 className={styles.subtitle}>{t('buyerApp.schedule.fairs')}</h4>
          <ul className={styles.fairs}>
            {schedule.fairs.map((fair) => (
              <li key={fair.id} className={styles.fair}>
                <CalendarOutlined className={styles.icon} aria-hidden="true" />
                <span>
                  <strong>{fair.name}</strong>
                  <span className={styles.meta}>
                    {formatDate(fair.startsOn, localeTag)} – {formatDate(fair.endsOn, localeTag)} ·{' '}
                    {fair.city}, {regionName(fair.country, localeTag)}
                    {fair.booth ? ` · ${t('company.fairs.boothValue', { booth: fair.booth })}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
