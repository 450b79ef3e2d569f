import { useMemo } from 'react';
import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';

/** Formats counts the reader's way (19,980 · 19,980 · 19,980), for `{{n}}` beside a plural `count`. */
export function useCountFormat(): (n: number) => string {
  const { lang } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(langTag(lang));
    return (n: number) => format.format(n);
  }, [lang]);
}
