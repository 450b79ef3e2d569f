import { NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderBadgeButton } from '../../../components/HeaderBadgeButton';
import { paths } from '../../../lib/paths';
import { useNoticeInfo } from '../api/homeApi';
import { useNoticesLive } from '../useNoticesLive';
import { UrgentNoticePopup } from './UrgentNoticePopup';

/** The header's notices icon with my unread count (live), and the urgent notice's pop-up. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useNoticesLive();
  const info = useNoticeInfo();
  const count = info.data?.unread ?? 0;
  return (
    <>
      <HeaderBadgeButton
        icon={<NotificationOutlined style={{ fontSize: 18 }} />}
        count={count}
        label={count > 0 ? t('home.notices.unreadBadge', { count }) : t('home.notices.open')}
        testId="notice-bell"
        onClick={() => navigate(paths.notice)}
      />
      {info.data?.popup ? <UrgentNoticePopup notice={info.data.popup} /> : null}
    </>
  );
}
