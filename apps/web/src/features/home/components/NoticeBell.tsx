import { NotificationOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderBadgeButton } from '../../../components/HeaderBadgeButton';
import { lazyExtra } from '../../../lib/lazyExtra';
import { paths } from '../../../lib/paths';
import { useHasPainted } from '../../../lib/useHasPainted';
import { useNoticeInfo } from '../api/noticesApi';
import { useNoticesLive } from '../useNoticesLive';

// Rarely shown: its dialog code loads only when there is an urgent notice to show.
const UrgentNoticePopup = lazyExtra('Urgent notice', () =>
  import('./UrgentNoticePopup').then((m) => m.UrgentNoticePopup),
);

/** The header's notices icon with my unread count (live), and the urgent notice's pop-up. */
export function NoticeBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useNoticesLive();
  // Asked once the page is drawn: on a first load its call would fetch the HTTP library before the
  // page's first paint, which waits for none of the header's counts.
  const info = useNoticeInfo(useHasPainted());
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
      {info.data?.popup ? (
        <Suspense fallback={null}>
          <UrgentNoticePopup notice={info.data.popup} />
        </Suspense>
      ) : null}
    </>
  );
}
