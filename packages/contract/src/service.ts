import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, PageQuerySchema, pageOf } from './common.js';
import { CREDENTIAL_TYPES } from './credentials.js';
import { apiPaths } from './paths.js';

/**
 * Why an entry of the service ledger grants or takes service days and buyer contacts; labels under
 * `ledgerReason.<key>`. The ledger is append-only: balances are computed from it, never stored.
 */
export const LEDGER_REASONS = [
  'trial',
  'payment',
  'renewal',
  'credential_reward',
  'referral_reward',
  'operator_grant',
  'contact',
  'reply',
  'refund',
  /** Takes back a reward (a revoked credential, a referral reversed for fraud). */
  'reward_reversal',
  /** Gives back a contact a quote spent when the platform rejected the quote (issue 18). */
  'contact_refund',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** What kind of service a period of days is. */
export const SERVICE_PLANS = ['trial', 'subscription'] as const;
export type ServicePlan = (typeof SERVICE_PLANS)[number];

/**
 * The buyer-contact quota (SPEC 1). `total` is every contact granted (less what refunds took back),
 * `used` those spent; `active` is what can be spent now: the remainder while a service is live, else 0.
 */
export const QuotaSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  active: z.number().int(),
});
export type Quota = z.infer<typeof QuotaSchema>;

/** One entry of the ledger: what it granted (+) or took (−), why, and the period its days cover. */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  reason: z.enum(LEDGER_REASONS),
  days: z.number().int().describe('+n days granted, −n taken back, 0 for a contact'),
  contacts: z.number().int().describe('+n contacts granted, −1 for a contact spent'),
  plan: z.enum(SERVICE_PLANS).nullable(),
  periodStartsAt: z.string().nullable(),
  periodEndsAt: z.string().nullable(),
  /** The payment order behind a payment, renewal or refund. */
  orderNumber: z.string().nullable(),
  note: z.string().nullable(),
  /** The credential whose approval earned this reward, or whose revocation took it back. */
  credentialType: z.enum(CREDENTIAL_TYPES).nullable(),
  /** The company whose invitation earned this reward (or whose reward was reversed). */
  invitedName: z.string().nullable(),
  buyerId: z.number().int().nullable(),
  buyerName: z.string().nullable(),
  buyerCompany: z.string().nullable(),
  userName: z.string().nullable().describe('Who in my company spent it'),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const QuotaLedgerQuerySchema = PageQuerySchema;
export type QuotaLedgerQuery = z.infer<typeof QuotaLedgerQuerySchema>;

/** The supplier's service (SPEC 1, 4): a trial with days left, a subscription, or nothing live. */
export const ServiceStatusSchema = z.object({
  status: z.enum(['trial', 'subscription', 'none']),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whole days left of the current period, counting a started day as one; 0 when nothing is live. */
  daysLeft: z.number().int(),
  /** The end of uninterrupted service, periods already paid for after this one included. */
  coveredUntil: z.string().nullable(),
});
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

export const TimeRemainingSchema = z.object({
  live: z.boolean(),
  daysLeft: z.number().int(),
  endsAt: z.string().nullable(),
});
export type TimeRemaining = z.infer<typeof TimeRemainingSchema>;

/** The service and quota calls; the body is `{}` (a spec-sent supplierId is ignored: the token says who asks). */
export const serviceCalls = callGroup('Service and quota', {
  effectiveService: {
    path: apiPaths.effectiveService,
    summary: "My company's live service: trial with days left, subscription, or none",
    body: EmptySchema,
    result: ServiceStatusSchema,
  },
  timeRemaining: {
    path: apiPaths.timeRemaining,
    summary: 'Days left of the live service',
    body: EmptySchema,
    result: TimeRemainingSchema,
  },
  quota: {
    path: apiPaths.quotaInfo,
    summary: 'My buyer-contact quota: total, used, remaining, and active (spendable now)',
    body: EmptySchema,
    result: QuotaSchema,
  },
  quotaLedger: {
    path: apiPaths.quotaLedger,
    summary: 'Every grant and spend of service days and buyer contacts, newest first',
    body: QuotaLedgerQuerySchema,
    result: pageOf(LedgerEntrySchema),
  },
});
