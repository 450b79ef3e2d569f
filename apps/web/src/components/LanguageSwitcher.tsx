import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/language';
import { useLanguage } from '../lib/useLanguage';
import styles from './LanguageSwitcher.module.css';
import { PlainIcon } from './PlainIcon';

type LanguageSwitcherProps = {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Show only the globe icon (narrow headers). */
  isIconOnly?: boolean;
};

// The menu (Ant Design's dropdown) is not needed to draw the page: it loads when the button is
// pointed at, focused or pressed, and opens as soon as it is there.
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadLanguageMenu().then((m) => ({ default: m.LanguageMenu })));
const preloadMenu = () => {
  loadLanguageMenu().catch(() => undefined);
};

/** Switches between English, 中文 and 日本語; the choice is stored as `lang`. */
export function LanguageSwitcher({ tone = 'dark', isIconOnly = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [isMenuWanted, setMenuWanted] = useState(false);
  // A plain button drawn like Ant Design's text button: the sign-in page loads without Ant Design.
  const button = (
    <button
      type="button"
      className={`${styles.button} ${tone === 'light' ? styles.light : ''} ${isIconOnly ? styles.iconOnly : ''}`}
      aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[lang]}`}
      aria-haspopup="menu"
      title={t('language.label')}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setMenuWanted(true)}
    >
      <PlainIcon name="global" className={styles.icon} />
      {isIconOnly ? null : <span>{LANGUAGE_NAMES[lang]}</span>}
    </button>
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
