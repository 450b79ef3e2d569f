import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useUnreadCount } from '../unreadStore';

/** The header's messages icon with the live unread count (SPEC 7); opens the chat page. */
export function UnreadMessagesLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useUnreadCount();
  const label = count > 0 ? t('chat.header.unread', { count }) : t('chat.header.open');
  return (
    <Button
      type="text"
      aria-label={label}
      title={label}
      data-testid="unread-messages"
      onClick={() => navigate(paths.communicate)}
      icon={
        <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
          <MessageOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
}
