import { expiryProblem, isExpiredOn, type Lang } from '@sc/contract';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { translate } from './i18n';
import type { Translate } from './Translate';

export const ISO_DATE = 'YYYY-MM-DD';

/** How a date picker shows the date in each language; ISO dates can always be typed too. */
export const PICKER_DATE_FORMATS: Record<Lang, string> = {
  en: 'MMM D, YYYY',
  ch: 'YYYY年M月D日',
  ja: 'YYYY/MM/DD',
};

/**
 * An expiration date (YYYY-MM-DD) that may not be chosen: already expired by the contract's rule
 * (before today in UTC, as the server counts), unless it is the saved date `keptDate`.
 */
export function isPastExpiry(isoDate: string, keptDate: string | null, now: Date = new Date()): boolean {
  return isoDate !== keptDate && isExpiredOn(isoDate, now);
}

/**
 * The form rule of an expiration date: the contract's `expiryProblem` (required, a real date, not past
 * unless it is the saved date `keptDate`), so the form and the server refuse the same dates.
 */
export function expiryDateRule(
  keptDate: string | null = null,
  translateKey: Translate = translate,
): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (!value) throw new Error(translateKey('validation.expiryRequired'));
      const problem = expiryProblem(value.format(ISO_DATE), keptDate);
      if (problem) throw new Error(translateKey(problem));
    },
  };
}
