import { CREDENTIAL_LIMITS, LANG_TAGS, type Lang, translate, utcToday, webPaths } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { findMailAudience } from '../service/trialReminders.service.js';
import { claimDigest, findExpiringBetween, recordReminders } from './credentialReminders.repository.js';
import { daysFrom } from './credentialState.js';
import type { CredentialRow } from './credentials.repository.js';

const DAY_MS = 86_400_000;

/** The smallest reminder threshold (30, 7, 0 days) that `daysLeft` has reached; null above 30 or once past. */
export function dueThreshold(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const reached = CREDENTIAL_LIMITS.reminderDays.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}

interface DueReminder {
  credential: CredentialRow;
  thresholdDays: number;
  daysLeft: number;
}

/**
 * Tells each company of its credentials that reached a threshold before expiry (30, 7 and 0 days),
 * each threshold once, in at most one digest per company and day. The digest and the reminders are
 * recorded before the mail, so a rerun or a concurrent run sends nothing twice. Returns the count of
 * companies told.
 */
export async function sendCredentialReminders(ctx: AppContext): Promise<{ reminded: number }> {
  const now = ctx.clock.now();
  const today = utcToday(now);
  const horizon = utcToday(new Date(now.getTime() + Math.max(...CREDENTIAL_LIMITS.reminderDays) * DAY_MS));
  const byCompany = new Map<number, DueReminder[]>();
  for (const { credential, told } of await findExpiringBetween(ctx.db, today, horizon)) {
    if (!credential.expiresOn) continue;
    const daysLeft = daysFrom(today, credential.expiresOn);
    const thresholdDays = dueThreshold(daysLeft);
    if (thresholdDays === null || told.includes(thresholdDays)) continue;
    byCompany.set(credential.supplierId, [
      ...(byCompany.get(credential.supplierId) ?? []),
      { credential, thresholdDays, daysLeft },
    ]);
  }
  let reminded = 0;
  for (const [supplierId, due] of byCompany) {
    try {
      if (await remindCompany(ctx, supplierId, due, today, now)) reminded += 1;
    } catch (error) {
      // One company's failure does not hold back the others; the next run tries it again.
      ctx.log.error({ err: error, supplierId }, 'credential reminder failed');
    }
  }
  return { reminded };
}

async function remindCompany(
  ctx: AppContext,
  supplierId: number,
  due: DueReminder[],
  today: string,
  now: Date,
): Promise<boolean> {
  const claimed = await inTransaction(ctx.db, async (tx) => {
    const isFirstToday = await claimDigest(tx, {
      supplierId,
      day: today,
      credentialIds: due.map((d) => d.credential.id),
      at: now,
    });
    if (isFirstToday)
      await recordReminders(
        tx,
        due.map((d) => ({ credentialId: d.credential.id, thresholdDays: d.thresholdDays })),
        today,
      );
    return isFirstToday;
  });
  if (!claimed) return false;
  const { company, admins } = await findMailAudience(ctx.db, supplierId);
  if (!company) return false;
  for (const admin of admins) {
    // The language the admin signed up or last signed in with.
    const lang = admin.lang;
    const list = due.map((d) => `- ${expiryLine(lang, d)}`).join('\n');
    await ctx.mailer.send({
      to: admin.email,
      subject: translate(lang, 'mail.credentialsExpiringSubject'),
      text: translate(lang, 'mail.credentialsExpiringBody', {
        name: admin.realName,
        company: company.name,
        list,
        link: `${ctx.config.publicUrl}${webPaths.credentials}`,
      }),
    });
  }
  return true;
}

function expiryLine(lang: Lang, due: DueReminder): string {
  const c = due.credential;
  const values = {
    type: translate(lang, `credentialType.${c.type}`),
    issuer: c.issuer,
    number: c.certificateNumber,
    date: new Intl.DateTimeFormat(LANG_TAGS[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${c.expiresOn}T00:00:00Z`),
    ),
    days: due.daysLeft,
  };
  if (due.daysLeft === 0) return translate(lang, 'mail.credentialExpiresToday', values);
  const form = new Intl.PluralRules(LANG_TAGS[lang]).select(due.daysLeft) === 'one' ? 'one' : 'other';
  return translate(lang, `mail.credentialExpiresIn_${form}`, values);
}
