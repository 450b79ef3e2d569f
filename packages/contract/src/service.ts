import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, PageQuerySchema, pageOf } from './common.js';
import { apiPaths } from './paths.js';

/** Where buyer contacts come from and where they go; labels under `quotaReason.<key>`. */
export const QUOTA_REASONS = [
  'trial',
  'subscription',
  'credential_reward',
  'invitation_reward',
  'adjustment',
  'contact',
  'reply',
] as const;
export type QuotaReason = (typeof QUOTA_REASONS)[number];

/**
 * The buyer-contact quota (SPEC 1). `total` is every contact ever granted, `used` those spent;
 * `active` is what can be spent now: the remainder while a service is live, else 0.
 */
export const QuotaSchema = z.object({
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  active: z.number().int(),
});
export type Quota = z.infer<typeof QuotaSchema>;

export const QuotaLedgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int().describe('+n for a credit, -1 for a contact'),
  reason: z.enum(QUOTA_REASONS),
  buyerId: z.number().int().nullable(),
  buyerName: z.string().nullable(),
  buyerCompany: z.string().nullable(),
  userName: z.string().nullable().describe('Who in my company spent it'),
  at: z.string(),
});
export type QuotaLedgerEntry = z.infer<typeof QuotaLedgerEntrySchema>;
export const QuotaLedgerQuerySchema = PageQuerySchema;
export type QuotaLedgerQuery = z.infer<typeof QuotaLedgerQuerySchema>;

/** The supplier's service (SPEC 1, 4): a trial with days left, a subscription, or nothing live. */
export const ServiceStatusSchema = z.object({
  status: z.enum(['trial', 'subscription', 'none']),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Whole days left, counting a started day as one; 0 when nothing is live. */
  daysLeft: z.number().int(),
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
    summary: 'Every credit and debit of my quota, newest first',
    body: QuotaLedgerQuerySchema,
    result: pageOf(QuotaLedgerEntrySchema),
  },
});
