import type { LockedField } from '@sc/contract';
import { useTranslation } from 'react-i18next';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';

/** A locked field's value as words: a country named, a business type translated, '—' for none. */
export function useLockedValueText() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (field: LockedField, value: string | null | undefined): string => {
    if (!value) return '—';
    if (field === 'country') return regionName(value, langTag(lang));
    if (field === 'businessType') return t(`businessType.${value as 'trading'}`);
    return value;
  };
}
