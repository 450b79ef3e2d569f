import { z } from 'zod';
import { callGroup } from './call.js';
import {
  boundedInt,
  coercedId,
  EmptySchema,
  KeywordSchema,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { apiPaths } from './paths.js';
import { CURRENCIES } from './reference.js';
import { DocumentLinkSchema } from './signature.js';
import { requiredText } from './validation.js';

/**
 * A payment order's life: created (token issued) → pending_3ds (the card's bank asks the payer) →
 * processing (charged, waiting for the provider's word) → succeeded / failed / expired. Refunds move
 * a succeeded order to partially_refunded or refunded. It only ever moves forward.
 */
export const ORDER_STATUSES = [
  'created',
  'pending_3ds',
  'processing',
  'succeeded',
  'failed',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REFUND_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a card payment failed; labels under `paymentFailure.<key>`. */
export const PAYMENT_FAILURES = [
  'insufficient_funds',
  'card_expired',
  'cvv_invalid',
  'card_declined',
  'authentication_failed',
  'timeout',
  'other',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

/** The merchant_transaction_id the provider knows an order by (letters, digits, dashes). */
export const MerchantTransactionIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.invalid' })
  .max(64, { error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.invalid' });
export type MerchantTransactionId = z.infer<typeof MerchantTransactionIdSchema>;

/** A package on sale, named in the caller's language, with the period it would cover if bought now. */
export const ServicePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  buyerContacts: z.number().int(),
  price: z.string().describe('Decimal string; money is never a float'),
  currency: z.string(),
  /** From today, or from the end of the service already paid for. */
  coversFrom: z.string(),
  coversUntil: z.string(),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;

export const CardSessionInputSchema = z.object({ packageId: coercedId() });
export type CardSessionInput = z.infer<typeof CardSessionInputSchema>;

/** An order ready for the card step: the provider's iframe token and page. */
export const CardSessionSchema = z.object({
  merchantTransactionId: z.string(),
  token: z.string(),
  cardPageUrl: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type CardSession = z.infer<typeof CardSessionSchema>;

export const PayInputSchema = z.object({
  merchantTransactionId: MerchantTransactionIdSchema,
  cardToken: singleLineText(200),
});
export type PayInput = z.infer<typeof PayInputSchema>;

export const OrderQuerySchema = z.object({ merchantTransactionId: MerchantTransactionIdSchema });
export type OrderQuery = z.infer<typeof OrderQuerySchema>;

/** A payment order as its supplier sees it. */
export const PaymentOrderSchema = z.object({
  merchantTransactionId: z.string(),
  packageName: z.string(),
  days: z.number().int(),
  buyerContacts: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  refundedAmount: z.string(),
  status: z.enum(ORDER_STATUSES),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  /** Where the payer's bank asks for 3-D Secure, while the order waits for it. */
  redirectUrl: z.string().nullable(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  /** The period the order granted (null until it succeeded). */
  periodStartsAt: z.string().nullable(),
  periodEndsAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

export const OrderListQuerySchema = PageQuerySchema;
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** Pay by card (SPEC 7: sc/lianlian/token, pay, query) and the company's orders. */
export const billingCalls = callGroup('Subscription and payment', {
  packages: {
    path: apiPaths.servicePackages,
    summary: 'Packages on sale, with the period each would cover if bought now',
    body: EmptySchema,
    result: z.array(ServicePackageSchema),
  },
  token: {
    path: apiPaths.lianlianToken,
    summary: "Opens (or reuses) a payment order for a package and returns the card iframe's token",
    body: CardSessionInputSchema,
    result: CardSessionSchema,
  },
  pay: {
    path: apiPaths.lianlianPay,
    summary:
      "Pays an order with the iframe's card token: succeeded, 3-D Secure redirect, processing or failed",
    body: PayInputSchema,
    result: PaymentOrderSchema,
  },
  query: {
    path: apiPaths.lianlianQuery,
    summary: "An order's state, asked of the provider while it is not final; never grants anything itself",
    body: OrderQuerySchema,
    result: PaymentOrderSchema,
  },
  receipt: {
    path: apiPaths.paymentReceipt,
    summary: 'A minutes-long address of the receipt PDF of one of my paid orders',
    body: OrderQuerySchema,
    result: DocumentLinkSchema,
  },
  orders: {
    path: apiPaths.paymentOrders,
    summary: "My company's payment orders, newest first",
    body: OrderListQuerySchema,
    result: pageOf(PaymentOrderSchema),
  },
});

// The platform console: packages, orders with their events, refunds, operator grants, the report.

/** An amount of money the platform team types: above 0, at most two decimals (a decimal string). */
const AmountSchema = z
  .string({ error: 'validation.amountRequired' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'validation.amountInvalid' })
  .refine((v) => Number(v) > 0, { error: 'validation.amountInvalid' });

const LocalizedNameSchema = z.object({
  en: requiredText('validation.packageNameRequired', 80),
  zh: requiredText('validation.packageNameRequired', 80),
  ja: requiredText('validation.packageNameRequired', 80),
});

/** A package as the platform team edits it (every language, on sale or not). */
export const ConsolePackageSchema = z.object({
  id: z.number().int(),
  names: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  days: z.number().int(),
  buyerContacts: z.number().int(),
  price: z.string(),
  currency: z.string(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  ordersPaid: z.number().int(),
});
export type ConsolePackage = z.infer<typeof ConsolePackageSchema>;

export const PackageInputSchema = z.object({
  id: coercedId().optional(),
  names: LocalizedNameSchema,
  days: boundedInt(1, 3650, 'validation.daysRange'),
  buyerContacts: boundedInt(0, 100_000, 'validation.contactsRange'),
  price: AmountSchema,
  currency: z.enum(CURRENCIES, { error: 'validation.currencyRequired' }),
  active: z.boolean(),
  sortOrder: boundedInt(0, 1000),
});
export type PackageInput = z.infer<typeof PackageInputSchema>;

export const ConsoleOrderQuerySchema = PageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  keyword: KeywordSchema,
});
export type ConsoleOrderQuery = z.infer<typeof ConsoleOrderQuerySchema>;

/** An order as the platform team sees it: whose it is and what happened to it. */
export const ConsoleOrderSchema = PaymentOrderSchema.extend({
  supplierId: z.number().int(),
  companyName: z.string(),
  events: z.number().int(),
});
export type ConsoleOrder = z.infer<typeof ConsoleOrderSchema>;

/** A notify (or reconciliation answer) received for an order, raw body kept. */
export const PaymentEventSchema = z.object({
  id: z.number().int(),
  kind: z.string().nullable(),
  status: z.string().nullable(),
  outcome: z.string(),
  rawBody: z.string(),
  receivedAt: z.string(),
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

export const RefundSchema = z.object({
  refundId: z.string(),
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const ConsoleOrderDetailSchema = z.object({
  order: ConsoleOrderSchema,
  events: z.array(PaymentEventSchema),
  refunds: z.array(RefundSchema),
  /** What can still be refunded (amount less refunds done or under way). */
  refundable: z.string(),
});
export type ConsoleOrderDetail = z.infer<typeof ConsoleOrderDetailSchema>;

export const RefundInputSchema = z.object({
  merchantTransactionId: MerchantTransactionIdSchema,
  amount: AmountSchema,
  reason: requiredText('validation.reasonRequired', 300),
});
export type RefundInput = z.infer<typeof RefundInputSchema>;

export const GrantInputSchema = z
  .object({
    supplierId: coercedId(),
    days: boundedInt(0, 3650, 'validation.daysRange'),
    contacts: boundedInt(0, 100_000, 'validation.contactsRange'),
    reason: requiredText('validation.reasonRequired', 300),
  })
  .refine((grant) => grant.days > 0 || grant.contacts > 0, {
    path: ['days'],
    error: 'validation.grantEmpty',
  });
export type GrantInput = z.infer<typeof GrantInputSchema>;

export const SettlementReportQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' }),
});
export type SettlementReportQuery = z.infer<typeof SettlementReportQuerySchema>;

/** One day and currency of the settlement report (UTC days). */
export const SettlementRowSchema = z.object({
  day: z.string(),
  currency: z.string(),
  payments: z.number().int(),
  gross: z.string(),
  refunds: z.number().int(),
  refunded: z.string(),
  net: z.string(),
});
export type SettlementRow = z.infer<typeof SettlementRowSchema>;

/** A company as a picker lists it. */
export const CompanyPickSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.string(),
});
export type CompanyPick = z.infer<typeof CompanyPickSchema>;

export const CompanySearchSchema = z.object({
  keyword: singleLineText(100).default('').describe('Part of the name, or the id'),
});
export type CompanySearch = z.input<typeof CompanySearchSchema>;

export const consoleBillingCalls = callGroup('Platform console: billing', {
  packages: {
    path: apiPaths.consolePackages,
    summary: 'Every package, on sale or not, with how many were paid',
    body: EmptySchema,
    result: z.array(ConsolePackageSchema),
  },
  savePackage: {
    path: apiPaths.consolePackageSave,
    summary: 'Create or change a package (orders keep the terms they were opened with)',
    body: PackageInputSchema,
    result: ConsolePackageSchema,
  },
  orders: {
    path: apiPaths.consoleOrders,
    summary: 'Payment orders of every company, newest first, by status or order number/company',
    body: ConsoleOrderQuerySchema,
    result: pageOf(ConsoleOrderSchema),
  },
  order: {
    path: apiPaths.consoleOrder,
    summary: 'One order with every notify received (raw) and its refunds',
    body: OrderQuerySchema,
    result: ConsoleOrderDetailSchema,
  },
  refund: {
    path: apiPaths.consoleRefund,
    summary: 'Refund part or all of a paid order through the provider; the ledger takes back its share',
    body: RefundInputSchema,
    result: ConsoleOrderDetailSchema,
  },
  companies: {
    path: apiPaths.consoleCompanySearch,
    summary: 'Companies by name (or id), for picking whom to grant to; at most 20',
    body: CompanySearchSchema,
    result: z.array(CompanyPickSchema),
  },
  grant: {
    path: apiPaths.consoleGrant,
    summary: 'Give a company service days and/or buyer contacts, with the reason',
    body: GrantInputSchema,
    result: z.object({ entryId: z.number().int() }),
  },
  report: {
    path: apiPaths.consoleSettlementReport,
    summary: 'Payments and refunds per day and currency',
    body: SettlementReportQuerySchema,
    result: z.array(SettlementRowSchema),
  },
});
