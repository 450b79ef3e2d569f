import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/language';
import { useLanguage } from '../lib/useLanguage';

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
  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[lang]}`}
      aria-haspopup="menu"
      title={t('language.label')}
      style={tone === 'light' ? { color: '#fff' } : undefined}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => setMenuWanted(true)}
    >
      {isIconOnly ? null : LANGUAGE_NAMES[lang]}
    </Button>
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu>{button}</LanguageMenu>
    </Suspense>
  );
}
