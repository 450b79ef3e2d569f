import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, singleLineText } from './common.js';
import { apiPaths } from './paths.js';
import { CURRENCIES, DELIVERY_PLACES, PRICING_UNITS, WORK_LANGUAGES } from './reference.js';

/**
 * The platform console's home (issue 20): the marketplace at a glance over the last 30 days, by UTC
 * day, and the attribute lists behind `attribute/select/*`.
 */

// ---------- Overview ----------

export const OVERVIEW_RULES = {
  /** The days each chart covers, today (UTC) included. */
  days: 30,
  /** A buyer-started contact counts as answered when the supplier's first reply came within this. */
  answeredWithinHours: 24,
} as const;

/**
 * Where a supplier company stands, derived on the server: suspended by the platform team wins; else
 * the ledger's period covering the moment: a subscription (paid or granted) is paying, the trial is
 * trial; nothing live (or a refund's cut over the moment) is expired.
 */
export const SUPPLIER_STATES = ['trial', 'paying', 'expired', 'suspended'] as const;
export type SupplierState = (typeof SUPPLIER_STATES)[number];

const day = z.string().describe('YYYY-MM-DD (UTC)');
const count = z.number().int();

export const SupplierStateCountsSchema = z.object({
  trial: count,
  paying: count,
  expired: count,
  suspended: count,
});
export type SupplierStateCounts = z.infer<typeof SupplierStateCountsSchema>;

/** Supplier companies by state (`SUPPLIER_STATES`) now, and at the end of each day (today: now). */
export const OverviewSuppliersSchema = z.object({
  now: SupplierStateCountsSchema,
  total: count,
  daily: z.array(SupplierStateCountsSchema.extend({ day })),
});
export type OverviewSuppliers = z.infer<typeof OverviewSuppliersSchema>;

/** New supplier companies and new buyers per day. */
export const OverviewSignUpsSchema = z.object({
  suppliers: count.describe('Supplier companies signed up in the 30 days'),
  buyers: count.describe('Buyers who joined in the 30 days'),
  daily: z.array(z.object({ day, suppliers: count, buyers: count })),
});
export type OverviewSignUps = z.infer<typeof OverviewSignUpsSchema>;

/** Buyer contacts spent from the service ledger (contacts opened and first replies). */
export const OverviewContactsSchema = z.object({
  spent: count,
  daily: z.array(z.object({ day, spent: count })),
});
export type OverviewContacts = z.infer<typeof OverviewContactsSchema>;

/** Conversations between suppliers and buyers, by who started them. */
export const OverviewConversationsSchema = z.object({
  started: count,
  byBuyers: count,
  bySuppliers: count,
  daily: z.array(z.object({ day, byBuyers: count, bySuppliers: count })),
});
export type OverviewConversations = z.infer<typeof OverviewConversationsSchema>;

/**
 * Across suppliers: of the buyer-started contacts, the share the supplier answered within 24 h. A
 * contact counts once it is answered or its 24 h are over (`waiting` ones may still be answered in
 * time); by the day the buyer wrote.
 */
export const OverviewResponseSchema = z.object({
  answered: count.describe('Answered within 24 h'),
  counted: count.describe('Answered, or older than 24 h'),
  waiting: count.describe('Younger than 24 h and not answered yet: not counted'),
  rate: z.number().nullable().describe('answered ÷ counted (0–1); null when nothing counted'),
  daily: z.array(z.object({ day, answered: count, counted: count })),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;

/** RFQs posted by buyers and quotes sent by suppliers. */
export const OverviewRfqsSchema = z.object({
  posted: count,
  quotes: count,
  inReview: count.describe('Held for the moderation now'),
  daily: z.array(z.object({ day, posted: count, quotes: count })),
});
export type OverviewRfqs = z.infer<typeof OverviewRfqsSchema>;

const money = z.string().describe('Decimal string (never a float)');

/** Card payments received less refunds paid back, per currency (as the settlement report counts them). */
export const OverviewRevenueSchema = z.object({
  currencies: z
    .array(z.object({ currency: z.string(), payments: count, gross: money, refunded: money, net: money }))
    .describe('Each currency with a payment or refund in the 30 days, most payments first'),
  daily: z.array(z.object({ day, currency: z.string(), net: money })).describe('Days with movement only'),
});
export type OverviewRevenue = z.infer<typeof OverviewRevenueSchema>;

/** Credentials waiting for the verification team, and those submitted per day. */
export const OverviewCredentialsSchema = z.object({
  waiting: count.describe('Pending review now'),
  submitted: count,
  daily: z.array(z.object({ day, submitted: count })),
});
export type OverviewCredentials = z.infer<typeof OverviewCredentialsSchema>;

/** Support threads whose last message is the supplier's, and suppliers' support messages per day. */
export const OverviewSupportSchema = z.object({
  waiting: count.describe('Threads waiting for the team now'),
  messages: count,
  daily: z.array(z.object({ day, messages: count })),
});
export type OverviewSupport = z.infer<typeof OverviewSupportSchema>;

/** `console/overview`: every figure of the console's home, computed on the server. */
export const ConsoleOverviewSchema = z.object({
  from: day.describe('The first day of the charts'),
  to: day.describe('Today (UTC)'),
  computedAt: z.string().describe('The figures are kept for a minute'),
  suppliers: OverviewSuppliersSchema,
  signUps: OverviewSignUpsSchema,
  contacts: OverviewContactsSchema,
  conversations: OverviewConversationsSchema,
  response: OverviewResponseSchema,
  rfqs: OverviewRfqsSchema,
  revenue: OverviewRevenueSchema,
  credentials: OverviewCredentialsSchema,
  support: OverviewSupportSchema,
});
export type ConsoleOverview = z.infer<typeof ConsoleOverviewSchema>;

/** The console's home. */
export const consoleOverviewCalls = callGroup('Console: overview', {
  get: {
    path: apiPaths.consoleOverview,
    summary: 'The marketplace at a glance: 30 days by UTC day (kept for a minute)',
    body: EmptySchema,
    result: ConsoleOverviewSchema,
  },
});

// ---------- Attribute lists ----------

/**
 * The lists behind `attribute/select/*`. Their codes are the contract's (quotations, conversions and
 * validation rely on them); the platform team decides which are offered, their order and their names.
 */
export const ATTRIBUTE_LIST_CODES = {
  place: DELIVERY_PLACES,
  unit: PRICING_UNITS,
  language: WORK_LANGUAGES,
  currency: CURRENCIES,
} as const;
export const ATTRIBUTE_LISTS = ['place', 'unit', 'language', 'currency'] as const;
export type AttributeList = (typeof ATTRIBUTE_LISTS)[number];

/** Codes that stay offered whatever the team does ('unit': every conversion goes through it). */
export const ALWAYS_OFFERED: Record<AttributeList, readonly string[]> = {
  place: [],
  unit: ['unit'],
  language: [],
  currency: [],
};

/** Where a code is used (labels under `consoleOverview.attributes.use.<key>`). */
export const ATTRIBUTE_USES = [
  'quotations',
  'quotationLines',
  'productQuotes',
  'products',
  'rfqs',
  'rfqQuotes',
  'packages',
] as const;
export type AttributeUse = (typeof ATTRIBUTE_USES)[number];

export const ATTRIBUTE_NAME_MAX = 60;

/** Whether `value` is one of the list's codes. */
export function isAttributeCode(list: AttributeList, value: string): boolean {
  return (ATTRIBUTE_LIST_CODES[list] as readonly string[]).includes(value);
}

export const AttributeNameSchema = singleLineText(ATTRIBUTE_NAME_MAX)
  .nullable()
  .default(null)
  .transform((name) => (name ? name : null))
  .describe('The team’s name; empty or null = the built-in translation');
export type AttributeName = z.input<typeof AttributeNameSchema>;

export const AttributeNamesSchema = z.object({
  en: z.string().nullable(),
  zh: z.string().nullable(),
  ja: z.string().nullable(),
});
export type AttributeNames = z.infer<typeof AttributeNamesSchema>;

/** One code of a list as the console edits it. */
export const AttributeOptionSchema = z.object({
  value: z.string(),
  offered: z.boolean(),
  alwaysOffered: z.boolean().describe('Cannot be taken out of the selects'),
  names: AttributeNamesSchema.describe('The team’s names (null: the built-in one)'),
  builtIn: z.object({ en: z.string(), zh: z.string(), ja: z.string() }).describe('Built-in names'),
  inUse: count.describe('Stored rows that use the code'),
  uses: z.array(z.object({ use: z.enum(ATTRIBUTE_USES), count })).describe('Where, non-zero only'),
});
export type AttributeOption = z.infer<typeof AttributeOptionSchema>;

export const AttributeListSchema = z.object({
  list: z.enum(ATTRIBUTE_LISTS),
  options: z.array(AttributeOptionSchema).describe('In the order the selects show them'),
});
export type AttributeListDetail = z.infer<typeof AttributeListSchema>;

export const AttributeListQuerySchema = z.object({ list: z.enum(ATTRIBUTE_LISTS) });
export type AttributeListQuery = z.input<typeof AttributeListQuerySchema>;

/** `console/attribute/update`: one code offered or not, and its names in the three languages. */
export const UpdateAttributeOptionSchema = z
  .object({
    list: z.enum(ATTRIBUTE_LISTS),
    value: singleLineText(20),
    offered: z.boolean(),
    names: z.object({ en: AttributeNameSchema, zh: AttributeNameSchema, ja: AttributeNameSchema }),
  })
  .superRefine((input, issues) => {
    if (!isAttributeCode(input.list, input.value))
      issues.addIssue({ code: 'custom', path: ['value'], message: 'validation.invalid' });
    else if (!input.offered && ALWAYS_OFFERED[input.list].includes(input.value))
      issues.addIssue({ code: 'custom', path: ['offered'], message: 'error.ATTRIBUTE_ALWAYS_OFFERED' });
  });
export type UpdateAttributeOption = z.input<typeof UpdateAttributeOptionSchema>;

/** `console/attribute/reorder`: every code of the list, in the new order. */
export const ReorderAttributesSchema = z
  .object({
    list: z.enum(ATTRIBUTE_LISTS),
    values: z.array(singleLineText(20)).max(100),
  })
  .superRefine((input, issues) => {
    const codes = ATTRIBUTE_LIST_CODES[input.list] as readonly string[];
    const given = new Set(input.values);
    if (given.size !== input.values.length || given.size !== codes.length || codes.some((c) => !given.has(c)))
      issues.addIssue({ code: 'custom', path: ['values'], message: 'validation.invalid' });
  });
export type ReorderAttributes = z.input<typeof ReorderAttributesSchema>;

/** The catalogue team's attribute lists (console:catalogue). */
export const consoleAttributeCalls = callGroup('Console: attribute lists', {
  list: {
    path: apiPaths.consoleAttributeList,
    summary: 'A list’s codes in order: offered or not, names in three languages, rows using each',
    body: AttributeListQuerySchema,
    result: AttributeListSchema,
  },
  update: {
    path: apiPaths.consoleAttributeUpdate,
    summary: 'Offer a code or take it out of the selects (rows using it keep it), and name it',
    body: UpdateAttributeOptionSchema,
    result: AttributeListSchema,
  },
  reorder: {
    path: apiPaths.consoleAttributeReorder,
    summary: 'The order the selects show a list in',
    body: ReorderAttributesSchema,
    result: AttributeListSchema,
  },
});
