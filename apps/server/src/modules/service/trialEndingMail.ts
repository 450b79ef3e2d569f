import { LANG_TAGS, type Lang, translate } from '@sc/contract';
import type { Mail } from '../../platform/mail/mailer.js';
import { daysUntil } from './serviceTimeline.js';

export interface TrialEndingMailInput {
  to: string;
  name: string;
  company: string;
  endsAt: Date;
  now: Date;
  /** The company's time zone: the end is written as its clocks show it. */
  timeZone: string;
  lang: Lang;
  payUrl: string;
}

/** The end of the trial as a reader in that language and time zone writes it, zone included. */
function formatEnd(endsAt: Date, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LANG_TAGS[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(endsAt);
}

/** The reminder to one admin: when the trial ends (in N days), what pauses then, where to buy a package. */
export function trialEndingMail(input: TrialEndingMailInput): Mail {
  const days = daysUntil(input.endsAt, input.now);
  // The shared catalogs keep plural forms as `_one` / `_other` keys, chosen here by the language's rules.
  const form = new Intl.PluralRules(LANG_TAGS[input.lang]).select(days) === 'one' ? 'one' : 'other';
  const values = {
    name: input.name,
    company: input.company,
    days,
    date: formatEnd(input.endsAt, input.lang, input.timeZone),
    payUrl: input.payUrl,
  };
  return {
    to: input.to,
    subject: translate(input.lang, `mail.trialEndingSubject_${form}`, values),
    text: translate(input.lang, `mail.trialEndingBody_${form}`, values),
  };
}
