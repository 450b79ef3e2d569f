import type { ServiceStatus } from '@sc/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { serviceReminderOf } from '../serviceReminder';

/** In the last week of the service (with nothing paid after it), or once it has ended: say so, link to pay. */
export function ServiceReminderBanner({ status }: { status: ServiceStatus | undefined }) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const reminder = serviceReminderOf(status);
  if (!reminder || !status) return null;
  const action = (
    <Button type="primary" size="small" onClick={() => navigate(paths.pay)}>
      {t('billing.reminder.action')}
    </Button>
  );
  if (reminder === 'none') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('billing.reminder.none')}
        description={t('billing.reminder.noneText')}
        action={action}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t(`billing.reminder.ending.${status.status === 'trial' ? 'trial' : 'subscription'}`, {
        count: status.daysLeft,
        date: status.endsAt ? formatDate(status.endsAt, tag) : '—',
      })}
      description={t('billing.reminder.endingText')}
      action={action}
    />
  );
}
