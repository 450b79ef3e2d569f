import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/loadWithTimeout';
import styles from './ErrorScreen.module.css';

/**
 * What an error boundary shows: a load failure or an unexpected error, with a reload button. Plain
 * elements: after a failed chunk load no more code (Ant Design's included) may arrive.
 */
export function ErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  const isLoadError = error instanceof ChunkLoadError;
  return (
    <div className={styles.screen}>
      <span className={`${styles.icon} ${isLoadError ? styles.warning : styles.error}`} aria-hidden="true">
        !
      </span>
      <h1 className={styles.title}>
        {t(isLoadError ? 'errorPage.loadFailedTitle' : 'errorPage.crashTitle')}
      </h1>
      <p className={styles.text}>{t(isLoadError ? 'errorPage.loadFailedText' : 'errorPage.crashText')}</p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </button>
    </div>
  );
}
