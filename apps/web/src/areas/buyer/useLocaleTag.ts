import { langTag } from '../../lib/language';
import { useLanguage } from '../../lib/useLanguage';

/** The BCP 47 tag of the UI language, for dates and region names. */
export function useLocaleTag(): string {
  return langTag(useLanguage().lang);
}
