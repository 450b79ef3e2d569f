import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import styles from './ConsoleLoginPage.module.css';

/** The frame of the console's pages before a session: brand, language, one panel. */
export function ConsoleAuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <span className={styles.brand}>
          <BrandLogo tone="light" isCompact={isMobile} />
          <span className={styles.tag}>{t('console.name')}</span>
        </span>
        <LanguageSwitcher tone="light" isIconOnly={isMobile} />
      </header>
      <main className={styles.content}>
        <section className={styles.panel}>{children}</section>
      </main>
    </div>
  );
}
