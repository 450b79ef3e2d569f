import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../lib/captchaKey';
import styles from './CaptchaImage.module.css';

type CaptchaImageProps = {
  captchaKey: string;
  onRefresh: () => void;
};

/** The captcha image for a key; clicking it or the refresh button asks for a new key. */
export function CaptchaImage({ captchaKey, onRefresh }: CaptchaImageProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.captcha}>
      <button type="button" className={styles.imageButton} onClick={onRefresh}>
        <img
          className={styles.image}
          src={captchaImageUrl(captchaKey)}
          alt={t('auth.captchaAlt')}
          width={120}
          height={40}
          draggable={false}
        />
      </button>
      {/* A native title, not Ant Design's Tooltip: the sign-in page loads without popup code. */}
      <Button
        type="text"
        icon={<ReloadOutlined />}
        aria-label={t('auth.refreshCaptcha')}
        title={t('auth.refreshCaptcha')}
        onClick={onRefresh}
      />
    </span>
  );
}
