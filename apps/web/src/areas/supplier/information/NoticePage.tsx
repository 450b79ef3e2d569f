import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticeList } from '../../../features/home/components/NoticeList';

/** Menu page 'Notice' (/notice): every notice for my company, with read state and "mark all read". */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('home.notices.intro')}</Typography.Paragraph>
      <NoticeList pageSize={10} isPaged />
    </Card>
  );
}
