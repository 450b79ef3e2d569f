import type { ServicePlan } from '@sc/contract';

/** A period of service, as a ledger row with days describes it (negative rows take one back). */
export interface PeriodRow {
  days: number;
  plan: ServicePlan;
  startsAt: Date;
  endsAt: Date;
}

export interface Period {
  plan: ServicePlan;
  startsAt: Date;
  endsAt: Date;
}

export interface ServiceAt {
  /** The period covering the moment (a subscription wins over a trial), or null. */
  current: Period | null;
  /** The end of uninterrupted service from the moment, later periods that follow on included. */
  coveredUntil: Date | null;
}

/** Cuts `[from, to)` out of a period: nothing, one piece or two. */
function subtract(period: Period, from: Date, to: Date): Period[] {
  if (to <= period.startsAt || from >= period.endsAt) return [period];
  const pieces: Period[] = [];
  if (from > period.startsAt) pieces.push({ ...period, endsAt: from });
  if (to < period.endsAt) pieces.push({ ...period, startsAt: to });
  return pieces;
}

/** The periods still granted: every positive row's range less every range a negative row took back. */
export function effectivePeriods(rows: readonly PeriodRow[]): Period[] {
  let periods: Period[] = rows
    .filter((row) => row.days > 0 && row.endsAt > row.startsAt)
    .map(({ plan, startsAt, endsAt }) => ({ plan, startsAt, endsAt }));
  for (const cut of rows.filter((row) => row.days < 0)) {
    periods = periods.flatMap((period) => subtract(period, cut.startsAt, cut.endsAt));
  }
  return periods.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** What service the periods give at `now`, and how long it lasts without a gap. */
export function serviceAt(periods: readonly Period[], now: Date): ServiceAt {
  const covering = periods.filter((p) => p.startsAt <= now && p.endsAt > now);
  if (covering.length === 0) return { current: null, coveredUntil: null };
  const rank = (p: Period) => (p.plan === 'subscription' ? 1 : 0);
  const current = [...covering].sort(
    (a, b) => rank(b) - rank(a) || b.endsAt.getTime() - a.endsAt.getTime(),
  )[0];
  let coveredUntil = new Date(Math.max(...covering.map((p) => p.endsAt.getTime())));
  for (let extended = true; extended; ) {
    extended = false;
    for (const p of periods) {
      if (p.startsAt <= coveredUntil && p.endsAt > coveredUntil) {
        coveredUntil = p.endsAt;
        extended = true;
      }
    }
  }
  return { current: current ?? null, coveredUntil };
}

const DAY_MS = 86_400_000;

/** Whole days from `now` to `end`, a started day counting as one; 0 once it is over. */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** `days` days after `from`. */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
