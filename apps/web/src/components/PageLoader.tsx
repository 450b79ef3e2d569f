import { useTranslation } from 'react-i18next';
import styles from './PageLoader.module.css';

/** Shown while a page's code loads; plain CSS, so the first screen needs no Ant Design. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('http.loading')}</span>
    </div>
  );
}
