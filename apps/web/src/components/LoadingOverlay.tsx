import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingOverlay } from '../lib/loadingCounter';
import styles from './LoadingOverlay.module.css';

/** The full-screen overlay shown while requests run (reference-counted, SPEC 4). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const isVisible = useSyncExternalStore(
    loadingOverlay.subscribe,
    loadingOverlay.isVisible,
    loadingOverlay.isVisible,
  );
  if (!isVisible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spin size="large" />
      <span className={styles.text}>{t('http.loading')}</span>
    </div>
  );
}
