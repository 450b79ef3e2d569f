import { useTranslation } from 'react-i18next';
import { captchaImageUrl } from '../lib/captchaKey';
import styles from './CaptchaImage.module.css';
import { PlainIcon } from './PlainIcon';

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
      {/* Plain elements and a native title: the sign-in page loads without Ant Design. */}
      <button
        type="button"
        className={styles.refresh}
        aria-label={t('auth.refreshCaptcha')}
        title={t('auth.refreshCaptcha')}
        onClick={onRefresh}
      >
        <PlainIcon name="reload" />
      </button>
    </span>
  );
}
