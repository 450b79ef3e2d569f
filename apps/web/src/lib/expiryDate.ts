import type { Lang } from '@sc/contract';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { translate } from './i18n';
import type { Translate } from './Translate';

export const ISO_DATE = 'YYYY-MM-DD';

/** How a date picker shows the date in each language; ISO dates can always be typed too. */
export const PICKER_DATE_FORMATS: Record<Lang, string> = {
  en: 'MMM D, YYYY',
  ch: 'YYYY年M月D日',
  ja: 'YYYY/MM/DD',
};

/** True when `isoDate` (YYYY-MM-DD) lies before `today` (YYYY-MM-DD); plain text comparison. */
export function isBeforeDay(isoDate: string, today: string): boolean {
  return isoDate < today;
}

/** An expiration date (YYYY-MM-DD) that may not be chosen: before today, unless it is `keptDate`. */
export function isPastExpiry(isoDate: string, keptDate: string | null, today = dayjs().format(ISO_DATE)) {
  return isoDate !== keptDate && isBeforeDay(isoDate, today);
}

/**
 * The form rule of an expiration date: required, and not past (a saved date, `keptDate`, may stay
 * even once past).
 */
export function expiryDateRule(
  keptDate: string | null = null,
  translateKey: Translate = translate,
): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (!value) throw new Error(translateKey('validation.expiryRequired'));
      if (isPastExpiry(value.format(ISO_DATE), keptDate))
        throw new Error(translateKey('validation.expiryPast'));
    },
  };
}
