import { z } from 'zod';
import { callGroup } from './call.js';
import { boundedInt, coercedId, EmptySchema, OkSchema } from './common.js';
import { API_V1, apiPaths } from './paths.js';
import { ProductIdSchema, QuoteStatusSchema } from './quotes.js';

/**
 * Showroom exhibits (SPEC 2 "displayed products"). The SPEC names no bound: 30 keeps the buyers'
 * "Featured" section to about two screens of a phone (two-column grid) and well under the 60
 * products the buyers' showroom loads, so the rest of the list still shows below it.
 */
export const SHOWROOM = {
  /** Products a company can display at once. */
  maxExhibits: 30,
  /** Suggestions returned when the call names no limit. */
  suggestionsDefault: 8,
  suggestionsMax: 30,
  /** A product changed within this many days counts as "recently updated" in suggestions. */
  recentDays: 30,
} as const;

/** Why a product is suggested for the showroom, strongest first (see recommendingCommodities). */
export const SUGGESTION_REASONS = ['image', 'wanted', 'liveQuote', 'catalogue', 'recent'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** One of my products as the showroom shows it: enough for a card. */
export const ShowroomItemSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  barcode: z.string().describe('UPC/EAN'),
  mid: z.string().describe('Manufacturer ID'),
  kind: z.enum(['own', 'linked']).describe('linked: taken from the master catalogue'),
  imageUrl: z.string().nullable().describe('First picture (its thumbnail when there is one)'),
  quoteStatus: QuoteStatusSchema,
});
export type ShowroomItem = z.infer<typeof ShowroomItemSchema>;

/** A product displayed in my showroom. */
export const ShowroomExhibitSchema = ShowroomItemSchema.extend({
  position: z.number().int().describe('Place in the showroom, from 1 (buyers see 1 first)'),
  addedAt: z.string(),
});
export type ShowroomExhibit = z.infer<typeof ShowroomExhibitSchema>;

export const ShowroomExhibitsSchema = z.object({
  list: z.array(ShowroomExhibitSchema).describe('In the order buyers see them'),
  max: z.number().int().describe('How many products the showroom can display'),
});
export type ShowroomExhibits = z.infer<typeof ShowroomExhibitsSchema>;

/** A product of mine worth displaying, with the reasons it ranks where it does. */
export const ShowroomSuggestionSchema = ShowroomItemSchema.extend({
  reasons: z.array(z.enum(SUGGESTION_REASONS)).describe('Strongest first'),
});
export type ShowroomSuggestion = z.infer<typeof ShowroomSuggestionSchema>;
export const ShowroomSuggestionListSchema = z.array(ShowroomSuggestionSchema);
export type ShowroomSuggestionList = z.infer<typeof ShowroomSuggestionListSchema>;

export const ShowroomSuggestionQuerySchema = z
  .object({
    limit: boundedInt(1, SHOWROOM.suggestionsMax)
      .default(SHOWROOM.suggestionsDefault)
      .describe('How many suggestions'),
  })
  .default({ limit: SHOWROOM.suggestionsDefault });
export type ShowroomSuggestionQuery = z.input<typeof ShowroomSuggestionQuerySchema>;

const productIdList = z
  .array(coercedId())
  .min(1, { error: 'validation.productsRequired' })
  .max(SHOWROOM.maxExhibits, { error: 'validation.invalid' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' });

/** Display one or several of my products; they go to the end, in the order given. */
export const AddExhibitsSchema = z.object({
  productIds: productIdList.describe('My products to display; none may be displayed already'),
});
export type AddExhibits = z.input<typeof AddExhibitsSchema>;

/** The new order: displayed products listed here come first, in this order; the others keep theirs after. */
export const SortExhibitsSchema = z.object({
  productIds: productIdList.describe('Displayed products in their new order (usually all of them)'),
});
export type SortExhibits = z.input<typeof SortExhibitsSchema>;

/** My showroom: the spec's three calls plus adding and ordering, each also under a readable alias. */
export const showroomCalls = callGroup('Showroom', {
  list: {
    path: apiPaths.showroomExhibitList,
    aliases: [`${API_V1}/showroom/exhibit/list`],
    summary: 'My displayed products (exhibits) in the order buyers see them, and the cap',
    body: EmptySchema,
    result: ShowroomExhibitsSchema,
  },
  suggestions: {
    path: apiPaths.showroomSuggestions,
    aliases: [`${API_V1}/showroom/exhibit/suggestions`],
    summary:
      'My products worth displaying, not displayed yet: picture, then wanted by buyers, then live quote, then catalogue, then recent',
    body: ShowroomSuggestionQuerySchema,
    result: ShowroomSuggestionListSchema,
  },
  add: {
    path: apiPaths.showroomExhibitAdd,
    aliases: [`${API_V1}/showroom/exhibit/add`],
    summary: 'Display one or several of my products, after those shown (all or nothing; capped)',
    body: AddExhibitsSchema,
    result: ShowroomExhibitsSchema,
  },
  sort: {
    path: apiPaths.showroomExhibitSort,
    aliases: [`${API_V1}/showroom/exhibit/sort`],
    summary: 'Put my displayed products in a new order (those listed first, the rest after)',
    body: SortExhibitsSchema,
    result: ShowroomExhibitsSchema,
  },
  remove: {
    path: apiPaths.showroomExhibitRemove,
    aliases: [`${API_V1}/showroom/exhibit/remove`],
    summary: 'Stop displaying one of my products (the product stays in my list)',
    body: ProductIdSchema,
    result: OkSchema,
  },
});
