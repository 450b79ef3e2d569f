import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, singleLineText } from './common.js';
import { COUNTRY_CODES } from './countries.js';
import { apiPaths } from './paths.js';
import { requiredText } from './validation.js';

/**
 * Trade fairs a company attends (supplier/exhibitionList) and its business hours
 * (time/selectByTime): read here as the hours and time zone buyers see beside "usually replies
 * within …, local time …".
 */
export const SCHEDULE_LIMITS = {
  maxFairs: 20,
  fairNameMax: 120,
  cityMax: 80,
  boothMax: 40,
  websiteMax: 300,
  /** Days of replies the reply time is measured over. */
  replyWindowDays: 90,
  /** Fewer measured replies than this show no reply time. */
  replyMinSamples: 3,
} as const;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const REPLY_BANDS = ['hour', 'hours', 'day', 'days'] as const;
export type ReplyBand = (typeof REPLY_BANDS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const dateText = (missing: string) =>
  z.string({ error: missing }).regex(DATE, { error: missing }).refine(isRealDate, { error: missing });

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeText = z
  .string({ error: 'validation.timeInvalid' })
  .regex(TIME, { error: 'validation.timeInvalid' });

/** An IANA time zone this runtime knows (e.g. Australia/Sydney). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

export const TradeFairSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  startsOn: z.string().describe('YYYY-MM-DD'),
  endsOn: z.string().describe('YYYY-MM-DD'),
  booth: z.string().nullable(),
  website: z.string().nullable(),
  isPast: z.boolean().describe("Ended before today in the company's time zone"),
});
export type TradeFair = z.infer<typeof TradeFairSchema>;

const optionalText = (max: number) =>
  singleLineText(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const SaveTradeFairSchema = z
  .object({
    id: idNumber().optional().describe('The fair to change; none to add one'),
    name: requiredText('validation.fairNameRequired', SCHEDULE_LIMITS.fairNameMax),
    city: requiredText('validation.cityRequired', SCHEDULE_LIMITS.cityMax),
    country: z.enum(COUNTRY_CODES, { error: 'validation.countryRequired' }),
    startsOn: dateText('validation.fairStartRequired'),
    endsOn: dateText('validation.fairEndRequired'),
    booth: optionalText(SCHEDULE_LIMITS.boothMax),
    website: z
      .union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'validation.websiteInvalid' })
          .max(SCHEDULE_LIMITS.websiteMax, { error: 'validation.tooLong' }),
      ])
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .refine((fair) => fair.endsOn >= fair.startsOn, { path: ['endsOn'], error: 'validation.fairDates' });
export type SaveTradeFair = z.input<typeof SaveTradeFairSchema>;

export const BusinessHoursSchema = z
  .object({
    timeZone: z
      .string({ error: 'validation.timeZoneInvalid' })
      .max(64, { error: 'validation.timeZoneInvalid' })
      .refine(isTimeZone, { error: 'validation.timeZoneInvalid' }),
    days: z
      .array(z.union(WEEKDAYS.map((day) => z.literal(day))))
      .min(1, { error: 'validation.daysRequired' })
      .max(WEEKDAYS.length, { error: 'validation.invalid' })
      .refine((days) => new Set(days).size === days.length, { error: 'validation.invalid' }),
    opensAt: timeText,
    closesAt: timeText,
  })
  .refine((hours) => hours.closesAt > hours.opensAt, {
    path: ['closesAt'],
    error: 'validation.closesAfterOpens',
  });
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

export const MyBusinessHoursSchema = z.object({
  hours: z.object({
    timeZone: z.string(),
    days: z.array(z.number().int()),
    opensAt: z.string(),
    closesAt: z.string(),
  }),
  isDefault: z.boolean().describe('Not saved yet: the defaults for the company’s country'),
});
export type MyBusinessHours = z.infer<typeof MyBusinessHoursSchema>;

/** What buyers see of a company's availability and its coming fairs. */
export const SupplierSchedulePublicSchema = z.object({
  timeZone: z.string(),
  days: z.array(z.number().int()),
  opensAt: z.string(),
  closesAt: z.string(),
  localTime: z.string().describe("HH:MM now in the company's time zone"),
  openNow: z.boolean(),
  replyBand: z.enum(REPLY_BANDS).nullable().describe('Usual first-reply time; null with too few replies'),
  fairs: z.array(TradeFairSchema).describe('Upcoming and current fairs, soonest first'),
});
export type SupplierSchedulePublic = z.infer<typeof SupplierSchedulePublicSchema>;

export const TradeFairIdSchema = z.object({ id: idNumber() });
export type TradeFairId = z.infer<typeof TradeFairIdSchema>;

/** Trade fairs and business hours of my company. */
export const scheduleCalls = callGroup('Trade fairs and business hours', {
  fairs: {
    path: apiPaths.fairList,
    summary: 'The trade fairs my company attends: coming ones first (soonest first), then past ones',
    body: EmptySchema,
    result: z.array(TradeFairSchema),
  },
  saveFair: {
    path: apiPaths.fairSave,
    summary: 'Add a trade fair, or change one of mine (at most 20)',
    body: SaveTradeFairSchema,
    result: z.array(TradeFairSchema),
  },
  deleteFair: {
    path: apiPaths.fairDelete,
    summary: 'Delete one of my trade fairs',
    body: TradeFairIdSchema,
    result: z.array(TradeFairSchema),
  },
  hours: {
    path: apiPaths.businessHours,
    summary: 'My business hours and time zone (defaults for my country until saved)',
    body: EmptySchema,
    result: MyBusinessHoursSchema,
  },
  saveHours: {
    path: apiPaths.businessHoursSave,
    summary: 'Save my business hours and time zone',
    body: BusinessHoursSchema,
    result: MyBusinessHoursSchema,
  },
});
