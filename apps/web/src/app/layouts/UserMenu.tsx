import { CustomerServiceOutlined, DownOutlined, LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { appEvents } from '../../lib/appEvents';
import styles from './HomeLayout.module.css';

type UserMenuProps = {
  realName: string;
  email: string;
  /** Path of the change-password page when the user's menu has it. */
  changePasswordPath: string | null;
  isCompact: boolean;
  onNavigate: (path: string) => void;
  onLogout: () => void;
};

/** The header's account menu: who is signed in, contact support, change password, log out. */
export function UserMenu({
  realName,
  email,
  changePasswordPath,
  isCompact,
  onNavigate,
  onLogout,
}: UserMenuProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      className: styles.whoItem,
      label: (
        <span className={styles.who}>
          <strong>{realName}</strong>
          <span>{email}</span>
        </span>
      ),
    },
    { type: 'divider' },
    { key: 'contactSupport', icon: <CustomerServiceOutlined />, label: t('support.contactMenu') },
    ...(changePasswordPath
      ? [{ key: 'changePassword', icon: <LockOutlined />, label: t('layout.changePassword') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') onLogout();
    else if (key === 'contactSupport') appEvents.emit('showContact', null);
    else if (key === 'changePassword' && changePasswordPath) onNavigate(changePasswordPath);
  };
  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick: handleClick }}>
      <Button type="text" className={styles.userButton} aria-label={t('layout.accountMenu')}>
        <InitialsAvatar name={realName.trim() || email} size={24} color="#1a56db" />
        {isCompact ? null : <span className={styles.userName}>{realName || email}</span>}
        <DownOutlined className={styles.userCaret} />
      </Button>
    </Dropdown>
  );
}
