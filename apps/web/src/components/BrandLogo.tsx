import { useTranslation } from 'react-i18next';
import styles from './BrandLogo.module.css';

type BrandLogoProps = {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Hide the name, e.g. in a collapsed side menu. */
  isCompact?: boolean;
};

/** The Supplier Cloud mark and name. */
export function BrandLogo({ tone = 'dark', isCompact = false }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className={styles.markBg} />
        <path
          d="M10.5 22h11a4.5 4.5 0 0 0 .6-8.96A6 6 0 0 0 10.6 14.1 4 4 0 0 0 10.5 22Z"
          className={styles.markCloud}
        />
      </svg>
      {isCompact ? null : <span className={styles.name}>{t('app.name')}</span>}
    </span>
  );
}
