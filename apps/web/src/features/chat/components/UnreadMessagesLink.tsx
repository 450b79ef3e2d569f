import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderBadgeButton } from '../../../components/HeaderBadgeButton';
import { paths } from '../../../lib/paths';
import { useUnreadCount } from '../unreadStore';

/** The header's messages icon with the live unread count (SPEC 7); opens the chat page. */
export function UnreadMessagesLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useUnreadCount();
  return (
    <HeaderBadgeButton
      icon={<MessageOutlined style={{ fontSize: 18 }} />}
      count={count}
      label={count > 0 ? t('chat.header.unread', { count }) : t('chat.header.open')}
      testId="unread-messages"
      onClick={() => navigate(paths.communicate)}
    />
  );
}
