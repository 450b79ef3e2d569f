import { dateTimeFormat } from './intlFormats';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the user's locale. `YYYY-MM-DD` values are calendar dates and are shown as such in
 * every time zone; timestamps are shown in the user's own time zone.
 */
export function formatDate(value: string, localeTag: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const zone = dateOnly ? 'UTC' : timeZone;
  return dateTimeFormat(localeTag, {
    dateStyle: 'medium',
    ...(zone ? { timeZone: zone } : {}),
  }).format(date);
}
