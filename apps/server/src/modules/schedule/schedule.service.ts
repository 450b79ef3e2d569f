import {
  type BusinessHours,
  type CallInput,
  type MyBusinessHours,
  SCHEDULE_LIMITS,
  type SupplierSchedulePublic,
  type scheduleCalls,
  type TradeFair,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defaultHours } from './defaultHours.js';
import { replyBandOf } from './replyBand.js';
import {
  countFairs,
  deleteFair,
  findHoursRow,
  firstReplyDelays,
  insertFair,
  listFairs,
  lockCompanyRow,
  saveHours,
  type TradeFairRow,
  updateFair,
} from './schedule.repository.js';
import { zonedTime } from './zonedTime.js';

const DAY_MS = 24 * 3600 * 1000;

/** A company's hours: those it saved, else the defaults for its country. */
async function hoursOf(ctx: AppContext, supplierId: number): Promise<MyBusinessHours> {
  const row = await findHoursRow(ctx.db, supplierId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (!row.timeZone || !row.businessDays || !row.opensAt || !row.closesAt)
    return { hours: defaultHours(row.country), isDefault: true };
  return {
    hours: { timeZone: row.timeZone, days: row.businessDays, opensAt: row.opensAt, closesAt: row.closesAt },
    isDefault: false,
  };
}

function toFairDto(row: TradeFairRow, today: string): TradeFair {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    booth: row.booth,
    website: row.website,
    isPast: row.endsOn < today,
  };
}

/** My fairs: coming and current ones first (soonest first), then past ones (latest first). */
export async function listMyFairs(ctx: AppContext, caller: SupplierCaller): Promise<TradeFair[]> {
  const [rows, { hours }] = await Promise.all([
    listFairs(ctx.db, caller.supplierId),
    hoursOf(ctx, caller.supplierId),
  ]);
  const today = zonedTime(ctx.clock.now(), hours.timeZone).date;
  const fairs = rows.map((row) => toFairDto(row, today));
  return [...fairs.filter((f) => !f.isPast), ...fairs.filter((f) => f.isPast).reverse()];
}

/** Adds a fair (at most SCHEDULE_LIMITS.maxFairs) or changes one of mine; answers the new list. */
export async function saveMyFair(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof scheduleCalls.saveFair>,
): Promise<TradeFair[]> {
  const { id, ...values } = input;
  await inTransaction(ctx.db, async (tx) => {
    await lockCompanyRow(tx, caller.supplierId);
    if (id !== undefined) {
      if (!(await updateFair(tx, caller.supplierId, id, values))) throw new AppError('RECORD_NOT_FOUND');
      return;
    }
    if ((await countFairs(tx, caller.supplierId)) >= SCHEDULE_LIMITS.maxFairs)
      throw new AppError('FAIRS_FULL', { values: { max: SCHEDULE_LIMITS.maxFairs } });
    await insertFair(tx, caller.supplierId, values);
  });
  return listMyFairs(ctx, caller);
}

/** Deletes one of my fairs; answers the new list. */
export async function deleteMyFair(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
): Promise<TradeFair[]> {
  if (!(await deleteFair(ctx.db, caller.supplierId, id))) throw new AppError('RECORD_NOT_FOUND');
  return listMyFairs(ctx, caller);
}

/** My business hours and time zone (time/selectByTime). */
export async function getMyHours(ctx: AppContext, caller: SupplierCaller): Promise<MyBusinessHours> {
  return hoursOf(ctx, caller.supplierId);
}

/** Saves my business hours (days in week order). */
export async function saveMyHours(
  ctx: AppContext,
  caller: SupplierCaller,
  input: BusinessHours,
): Promise<MyBusinessHours> {
  await saveHours(ctx.db, caller.supplierId, { ...input, days: [...input.days].sort((a, b) => a - b) });
  return hoursOf(ctx, caller.supplierId);
}

/**
 * What buyers see of a company's availability: its hours and local time, whether it is open now,
 * how soon it usually answers (the median first reply over the last 90 days) and its coming fairs.
 */
export async function getPublicSchedule(
  ctx: AppContext,
  supplierId: number,
): Promise<SupplierSchedulePublic> {
  const now = ctx.clock.now();
  const [{ hours }, rows, delays] = await Promise.all([
    hoursOf(ctx, supplierId),
    listFairs(ctx.db, supplierId),
    firstReplyDelays(
      ctx.db,
      supplierId,
      new Date(now.getTime() - SCHEDULE_LIMITS.replyWindowDays * DAY_MS),
      now,
    ),
  ]);
  const local = zonedTime(now, hours.timeZone);
  return {
    ...hours,
    localTime: local.time,
    openNow: hours.days.includes(local.weekday) && local.time >= hours.opensAt && local.time < hours.closesAt,
    replyBand: replyBandOf(delays),
    fairs: rows.map((row) => toFairDto(row, local.date)).filter((fair) => !fair.isPast),
  };
}
