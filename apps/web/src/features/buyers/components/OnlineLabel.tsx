import { onlineLabel, onlineLabelMessage } from '@sc/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { isMessageKey } from '../../../lib/i18n';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './OnlineLabel.module.css';

type OnlineLabelProps = {
  lastOnlineAt: string | null;
  /** Seen by the presence tracker just now: the dot turns green. */
  isOnline: boolean;
  className?: string;
};

/** "Recently Online", "Last online 3 hours ago"… (SPEC 4), with a green dot while the buyer is online. */
export function OnlineLabel({ lastOnlineAt, isOnline, className }: OnlineLabelProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const { key, values } = onlineLabelMessage(onlineLabel(lastOnlineAt));
  const text = isMessageKey(key) ? t(key, values) : key;
  const label = (
    <span className={[styles.label, isOnline ? styles.online : '', className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {isOnline ? <span className={styles.srOnly}>{t('buyers.onlineNow')}: </span> : null}
      {text}
    </span>
  );
  if (!lastOnlineAt) return label;
  return <Tooltip title={formatDateTime(lastOnlineAt, tag)}>{label}</Tooltip>;
}
