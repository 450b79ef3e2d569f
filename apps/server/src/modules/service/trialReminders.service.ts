import { webPaths } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { defaultHours } from '../schedule/defaultHours.js';
import { findServiceAt } from './service.service.js';
import { addDays } from './serviceTimeline.js';
import { trialEndingMail } from './trialEndingMail.js';
import {
  findReminderAudience,
  findTrialsEndingBetween,
  insertReminderOnce,
} from './trialReminders.repository.js';

/** Days before a trial's end at which its company is reminded, largest first. */
export const TRIAL_REMINDER_DAYS = [7, 3, 1] as const;

const DAY_MS = 86_400_000;

/**
 * The smallest reminder threshold the time left before `endsAt` has crossed (1 with half a day left,
 * 7 with six and a half); null with more than 7 days left or once the period is over.
 */
export function findDueThreshold(endsAt: Date, now: Date): number | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const crossed = TRIAL_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}

/**
 * Reminds every company whose live trial ends within 7, 3 or 1 days, and whose service does not go
 * on after it (a package bought during the trial follows on from its end), of the smallest threshold
 * crossed, once. Returns how many companies were reminded.
 */
export async function sendTrialReminders(ctx: AppContext): Promise<{ reminded: number }> {
  const now = ctx.clock.now();
  const horizon = addDays(now, Math.max(...TRIAL_REMINDER_DAYS));
  let reminded = 0;
  for (const supplierId of await findTrialsEndingBetween(ctx.db, now, horizon)) {
    try {
      if (await remindCompany(ctx, supplierId, now)) reminded += 1;
    } catch (error) {
      // One company's failure does not hold back the others; the next run tries it again.
      ctx.log.error({ err: error, supplierId }, 'trial reminder failed');
    }
  }
  return { reminded };
}

/**
 * Records the due reminder first and mails it only when this run recorded it: a second run, a
 * concurrent one or a retry after a crash never sends it twice (a crash in between loses it instead).
 */
async function remindCompany(ctx: AppContext, supplierId: number, now: Date): Promise<boolean> {
  const { current, coveredUntil } = await findServiceAt(ctx.db, supplierId, now);
  if (current?.plan !== 'trial' || !coveredUntil || coveredUntil > current.endsAt) return false;
  const thresholdDays = findDueThreshold(current.endsAt, now);
  if (thresholdDays === null) return false;
  const isFirst = await insertReminderOnce(ctx.db, {
    supplierId,
    periodEndsAt: current.endsAt,
    thresholdDays,
    at: now,
  });
  if (!isFirst) return false;
  const { company, admins } = await findReminderAudience(ctx.db, supplierId);
  if (!company) return false;
  const timeZone = company.timeZone ?? defaultHours(company.country).timeZone;
  for (const admin of admins) {
    await ctx.mailer.send(
      trialEndingMail({
        to: admin.email,
        name: admin.realName,
        company: company.name,
        endsAt: current.endsAt,
        now,
        timeZone,
        // The language the admin signed up or last signed in with.
        lang: admin.lang,
        payUrl: `${ctx.config.publicUrl}${webPaths.pay}`,
      }),
    );
  }
  ctx.log.info({ supplierId, thresholdDays, recipients: admins.length }, 'trial ending reminder sent');
  return true;
}

/** The company's name, country and time zone, and its active admins: whom a service mail goes to. */
export async function findMailAudience(db: Database, supplierId: number) {
  return findReminderAudience(db, supplierId);
}
