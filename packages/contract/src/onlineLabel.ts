const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How recently a buyer was online (SPEC 4). */
export type OnlineLabel =
  | { kind: 'recent' }
  | { kind: 'hours'; hours: number }
  | { kind: 'days'; days: 1 | 2 | 3 | 7 };

/**
 * SPEC 4: under 1 hour → "Recently Online"; from 1 hour up to 1 day → "N hours ago", rounded up;
 * after that whole days: 1, 2 or 3 days ago, otherwise 7 days ago. Never online counts as 7 days;
 * a time in the future (clock skew) as recent.
 */
export function onlineLabel(lastOnlineAt: Date | string | null, now: Date = new Date()): OnlineLabel {
  if (lastOnlineAt === null) return { kind: 'days', days: 7 };
  const elapsed = now.getTime() - new Date(lastOnlineAt).getTime();
  if (Number.isNaN(elapsed)) return { kind: 'days', days: 7 };
  if (elapsed < HOUR) return { kind: 'recent' };
  if (elapsed <= DAY) return { kind: 'hours', hours: Math.ceil(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  return { kind: 'days', days: days === 1 || days === 2 || days === 3 ? days : 7 };
}

/** The catalog key and values to show a label in any language. */
export function onlineLabelMessage(label: OnlineLabel): { key: string; values: Record<string, number> } {
  if (label.kind === 'recent') return { key: 'online.recent', values: {} };
  if (label.kind === 'hours')
    return { key: label.hours === 1 ? 'online.hourAgo' : 'online.hoursAgo', values: { count: label.hours } };
  return { key: label.days === 1 ? 'online.dayAgo' : 'online.daysAgo', values: { count: label.days } };
}
