import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './NewMessagesPill.module.css';

/**
 * "New messages ↓" floating at the bottom of a thread while its reader reads older ones; a click goes
 * down to the newest. Placed last inside the thread's content (it sticks to the visible bottom).
 */
export function NewMessagesPill({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.anchor}>
      <Button
        className={styles.pill}
        type="primary"
        shape="round"
        size="small"
        icon={<ArrowDownOutlined />}
        onClick={onClick}
      >
        {t('chat.newMessages')}
      </Button>
    </div>
  );
}
