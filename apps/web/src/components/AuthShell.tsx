import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthShell.module.css';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PlainIcon } from './PlainIcon';

/** The frame of the signed-out pages: brand panel beside the form, language switcher on top. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const points = [
    { icon: <PlainIcon name="search" />, title: t('brand.findTitle'), text: t('brand.findText') },
    { icon: <PlainIcon name="comment" />, title: t('brand.talkTitle'), text: t('brand.talkText') },
    { icon: <PlainIcon name="shop" />, title: t('brand.showTitle'), text: t('brand.showText') },
  ];
  return (
    <div className={styles.shell}>
      <aside className={styles.brand}>
        <BrandLogo tone="light" />
        <div className={styles.pitch}>
          <h2 className={styles.headline}>{t('brand.headline')}</h2>
          <p className={styles.lead}>{t('brand.lead')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.pointIcon} aria-hidden="true">
                  {point.icon}
                </span>
                <span>
                  <strong className={styles.pointTitle}>{point.title}</strong>
                  <span className={styles.pointText}>{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <span className={styles.copyright}>
          © {new Date().getFullYear()} {t('app.name')}
        </span>
      </aside>
      <main className={styles.main}>
        <header className={styles.topBar}>
          <span className={styles.mobileLogo}>
            <BrandLogo />
          </span>
          <LanguageSwitcher />
        </header>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
