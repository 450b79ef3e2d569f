import type { Lang } from '@sc/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { fromI18nCode } from './language';

/** The current stored language value and a setter that stores it and re-renders the UI. */
export function useLanguage(): { lang: Lang; setLang: (lang: Lang) => void } {
  const { i18n } = useTranslation();
  const lang = fromI18nCode(i18n.language);
  const setLang = useCallback((next: Lang) => {
    void changeLanguage(next);
  }, []);
  return { lang, setLang };
}
