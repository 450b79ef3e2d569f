import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, UserOutlined } from '@ant-design/icons';
import type { Role } from '@sc/contract';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { areasOf } from '../roleForm';
import styles from './RoleCard.module.css';

type RoleCardProps = {
  role: Role;
  /** The user may copy this role (it carries nothing beyond their own permissions). */
  canCopy: boolean;
  onOpen: (role: Role) => void;
  onCopy: (role: Role) => void;
  onDelete: (role: Role) => void;
};

/** One role: its name, where it came from, how many users hold it, the areas it reaches, actions. */
export function RoleCard({ role, canCopy, onOpen, onCopy, onDelete }: RoleCardProps) {
  const { t } = useTranslation();
  const areas = areasOf(role.grants);
  return (
    <li className={styles.card} data-testid={`role-card-${role.code}`}>
      <div className={styles.head}>
        <Typography.Title level={5} className={styles.name} ellipsis={{ tooltip: role.name }}>
          {role.name}
        </Typography.Title>
        <span className={styles.tags}>
          {role.builtIn ? <Tag>{t('roles.builtIn')}</Tag> : null}
          {role.baseCode ? <Tag>{t('roles.copiedFrom', { name: t(`role.${role.baseCode}`) })}</Tag> : null}
          {role.isMine ? <Tag color="blue">{t('roles.mine')}</Tag> : null}
        </span>
      </div>
      <Typography.Text type="secondary" className={styles.users} data-testid="role-users">
        <UserOutlined aria-hidden />{' '}
        {role.userCount > 0 ? t('roles.users', { count: role.userCount }) : t('roles.noUsers')}
      </Typography.Text>
      <ul className={styles.areas} aria-label={t('roles.view')}>
        {areas.map(({ area, isOwnOnly }) => (
          <li key={area}>
            <Tag color={isOwnOnly ? 'gold' : 'green'} className={styles.area}>
              {t(`roles.area.${area}`)}
              {isOwnOnly ? ` · ${t('roles.ownScopeNote')}` : ''}
            </Tag>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {role.isEditable ? (
          <Button size="small" type="primary" ghost icon={<EditOutlined />} onClick={() => onOpen(role)}>
            {t('roles.edit')}
          </Button>
        ) : (
          <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(role)}>
            {t('roles.view')}
          </Button>
        )}
        {canCopy ? (
          <Button size="small" icon={<CopyOutlined />} onClick={() => onCopy(role)}>
            {t('roles.copy')}
          </Button>
        ) : null}
        {role.isEditable ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(role)}>
            {t('roles.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
