import { z } from 'zod';
import { ORDER_STATUSES } from './billing.js';
import { callGroup } from './call.js';
import { idNumber, KeywordSchema, multiLineText, PageQuerySchema, pageOf } from './common.js';
import { AuditEntrySchema, CompanyProfileSchema, SHOWROOM_STATUSES } from './company.js';
import { SUPPLIER_STATES } from './consoleOverview.js';
import { COUNTRY_CODES } from './countries.js';
import { CREDENTIAL_STATES, CREDENTIAL_TYPES } from './credentials.js';
import { apiPaths } from './paths.js';
import { LedgerEntrySchema, QuotaSchema, ServiceStatusSchema } from './service.js';

/**
 * The platform console's suppliers (issue 20): every company with its state, one company in full
 * (profile, showroom, users, ledger, credentials, activity), and suspension with a reason.
 */

export const CONSOLE_SUPPLIER_LIMITS = {
  reasonMax: 500,
  /** Activity counts (conversations, quotations, RFQ quotes) cover this many days. */
  activityDays: 30,
  /** Recent sign-ins and audit entries shown in a company's detail. */
  recentMax: 20,
} as const;

// A company's state (SUPPLIER_STATES, shared with the overview's counts, so its links land on the
// same companies): suspended by the platform team wins; else the ledger's period covering now: a
// subscription (paid or granted) is paying, the trial is trial; nothing live (or a refund's cut over
// now) is expired.

/** How the list is ordered: newest sign-ups first, or most recent sign-in of any of its users first. */
export const SUPPLIER_SORTS = ['signUp', 'lastActivity'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

export const ConsoleSupplierQuerySchema = PageQuerySchema.extend({
  /** Company name, a user's email or name, or the company's number. */
  keyword: KeywordSchema,
  state: z.enum(SUPPLIER_STATES).optional(),
  country: z.enum(COUNTRY_CODES).optional(),
  /** Business licence verified (true) or not (false); absent: both. */
  verified: z.boolean().optional(),
  sort: z.enum(SUPPLIER_SORTS).default('signUp'),
});
export type ConsoleSupplierQuery = z.input<typeof ConsoleSupplierQuerySchema>;

/** A company in the console's list. */
export const ConsoleSupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
  logoUrl: z.string().nullable(),
  state: z.enum(SUPPLIER_STATES),
  verified: z.boolean().describe('Business licence verified'),
  showroomStatus: z.enum(SHOWROOM_STATUSES),
  userCount: z.number().int(),
  signedUpAt: z.string(),
  lastSignInAt: z.string().nullable().describe('The latest sign-in of any of its users'),
  suspendedAt: z.string().nullable(),
  suspendReason: z.string().nullable(),
});
export type ConsoleSupplier = z.infer<typeof ConsoleSupplierSchema>;

/** One user of a company. */
export const ConsoleSupplierUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string(),
  /** Role codes, e.g. owner. */
  roles: z.array(z.string()),
  status: z.enum(['active', 'disabled']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type ConsoleSupplierUser = z.infer<typeof ConsoleSupplierUserSchema>;

/** The newest version of each of a company's credentials. */
export const ConsoleSupplierCredentialSchema = z.object({
  id: z.number().int(),
  type: z.enum(CREDENTIAL_TYPES),
  version: z.number().int(),
  state: z.enum(CREDENTIAL_STATES),
  expiresOn: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ConsoleSupplierCredential = z.infer<typeof ConsoleSupplierCredentialSchema>;

/** A sign-in of one of the company's users. */
export const ConsoleSignInSchema = z.object({
  userName: z.string(),
  email: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ConsoleSignIn = z.infer<typeof ConsoleSignInSchema>;

/** One of the company's payment orders. */
export const ConsoleSupplierOrderSchema = z.object({
  merchantTransactionId: z.string(),
  packageName: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ConsoleSupplierOrder = z.infer<typeof ConsoleSupplierOrderSchema>;

/** A company in full, for the platform team. */
export const ConsoleSupplierDetailSchema = ConsoleSupplierSchema.extend({
  profile: CompanyProfileSchema,
  users: z.array(ConsoleSupplierUserSchema),
  service: ServiceStatusSchema,
  quota: QuotaSchema,
  credentials: z.array(ConsoleSupplierCredentialSchema),
  orders: z.array(ConsoleSupplierOrderSchema).describe('The newest payment orders'),
  activity: z.object({
    conversations: z.number().int().describe('Conversations started in the last 30 days'),
    quotations: z.number().int().describe('Quotations made in the last 30 days'),
    rfqQuotes: z.number().int().describe('RFQ quotes sent in the last 30 days'),
    signIns: z.array(ConsoleSignInSchema).describe('Newest first'),
    audit: z.array(AuditEntrySchema).describe('What the platform team did about the company, newest first'),
  }),
});
export type ConsoleSupplierDetail = z.infer<typeof ConsoleSupplierDetailSchema>;

export const ConsoleSupplierIdSchema = z.object({ supplierId: idNumber() });
export type ConsoleSupplierId = z.input<typeof ConsoleSupplierIdSchema>;

export const ConsoleSupplierLedgerQuerySchema = PageQuerySchema.extend({ supplierId: idNumber() });
export type ConsoleSupplierLedgerQuery = z.input<typeof ConsoleSupplierLedgerQuerySchema>;

/** Suspending or reactivating needs a reason: it is kept in the audit log (and shown to the company's users). */
export const SuspendSupplierSchema = ConsoleSupplierIdSchema.extend({
  reason: multiLineText(CONSOLE_SUPPLIER_LIMITS.reasonMax, { missing: 'validation.reasonRequired' }).min(1, {
    error: 'validation.reasonRequired',
  }),
});
export type SuspendSupplier = z.input<typeof SuspendSupplierSchema>;

/** The platform team's suppliers (permission console:suppliers). */
export const consoleSupplierCalls = callGroup('Console: suppliers', {
  list: {
    path: apiPaths.consoleSupplierList,
    summary: 'Companies by state, country and verification, searched by company, user email or name',
    body: ConsoleSupplierQuerySchema,
    result: pageOf(ConsoleSupplierSchema),
  },
  info: {
    path: apiPaths.consoleSupplierInfo,
    summary:
      'A company in full: profile, showroom, users, service, credentials, payments and recent activity',
    body: ConsoleSupplierIdSchema,
    result: ConsoleSupplierDetailSchema,
  },
  ledger: {
    path: apiPaths.consoleSupplierLedger,
    summary: "A company's service ledger: every grant and spend of days and contacts, newest first",
    body: ConsoleSupplierLedgerQuerySchema,
    result: pageOf(LedgerEntrySchema),
  },
  suspend: {
    path: apiPaths.consoleSupplierSuspend,
    summary:
      'Suspend a company with a reason: its users are signed out at once and refused, its showroom hidden from buyers; audited',
    body: SuspendSupplierSchema,
    result: ConsoleSupplierSchema,
  },
  reactivate: {
    path: apiPaths.consoleSupplierReactivate,
    summary:
      'Reactivate a suspended company with a reason: its users may sign in again, its showroom shows; audited',
    body: SuspendSupplierSchema,
    result: ConsoleSupplierSchema,
  },
});
