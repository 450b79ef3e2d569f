import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, singleLineText } from './common.js';
import { apiPaths } from './paths.js';

/** Incoterms 2020. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
] as const;
export type Incoterm = (typeof INCOTERMS)[number];

/** Pricing units of measure (SPEC 3); labels under `unit.<key>`. */
export const PRICING_UNITS = ['unit', 'pack', 'case', 'pallet'] as const;
export type PricingUnit = (typeof PRICING_UNITS)[number];

/** ISO 4217 codes offered for prices; names come from Intl.DisplayNames in the user's language. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'CNY',
  'JPY',
  'GBP',
  'AUD',
  'NZD',
  'CAD',
  'CHF',
  'HKD',
  'SGD',
  'KRW',
  'THB',
  'MYR',
  'IDR',
  'VND',
  'PHP',
  'INR',
  'AED',
  'SAR',
  'ZAR',
  'BRL',
  'MXN',
  'CLP',
  'ARS',
  'NOK',
  'SEK',
  'DKK',
  'PLN',
  'TRY',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Places of delivery in China for quotations (ports and hubs); labels under `place.<key>`. */
export const DELIVERY_PLACES = [
  'shanghai',
  'ningbo',
  'shenzhen',
  'guangzhou',
  'qingdao',
  'tianjin',
  'xiamen',
  'dalian',
  'hong_kong',
  'chongqing',
] as const;
export type DeliveryPlace = (typeof DELIVERY_PLACES)[number];

/** Languages a buyer or supplier may work in (language/type); names from Intl.DisplayNames. */
export const WORK_LANGUAGES = [
  'en',
  'zh',
  'ja',
  'ko',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'ru',
  'th',
  'vi',
  'id',
  'ar',
] as const;

/** One choice of a select: the value sent back and its label in the caller's language. */
export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const OptionListSchema = z.array(OptionSchema);
export type OptionList = z.infer<typeof OptionListSchema>;

export const BrandQuerySchema = z
  .object({ keyword: singleLineText(80).optional().describe('Words of the brand name') })
  .optional();
export type BrandQuery = z.input<typeof BrandQuerySchema>;

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ value: z.number().int(), label: z.string(), children: z.array(CategoryNodeSchema).optional() }),
);
export type CategoryNode = { value: number; label: string; children?: CategoryNode[] };
export const CategoryTreeSchema = z.array(CategoryNodeSchema);
export type CategoryTree = z.infer<typeof CategoryTreeSchema>;

/** The reference lists: `{value,label}` options labelled in the caller's language, brands and categories. */
export const referenceCalls = callGroup('Reference data', {
  originCountries: {
    path: apiPaths.originCountries,
    summary: 'Countries and regions of origin',
    body: EmptySchema,
    result: OptionListSchema,
  },
  quotationTerms: {
    path: apiPaths.quotationTerms,
    summary: 'Terms of delivery (Incoterms 2020)',
    body: EmptySchema,
    result: OptionListSchema,
  },
  quotationPlaces: {
    path: apiPaths.quotationPlaces,
    summary: 'Places of delivery in China',
    body: EmptySchema,
    result: OptionListSchema,
  },
  currencyTypes: {
    path: apiPaths.currencyTypes,
    summary: 'Currencies (ISO 4217)',
    body: EmptySchema,
    result: OptionListSchema,
  },
  unitMeasures: {
    path: apiPaths.unitMeasures,
    summary: 'Pricing units of measure',
    body: EmptySchema,
    result: OptionListSchema,
  },
  languageTypes: {
    path: apiPaths.languageTypes,
    summary: 'Languages',
    body: EmptySchema,
    result: OptionListSchema,
  },
  brands: {
    path: apiPaths.brandSelect,
    summary: 'Brands of the platform catalogue',
    body: BrandQuerySchema,
    result: OptionListSchema,
  },
  categories: {
    path: apiPaths.categoryLinkage,
    summary: 'Category tree for cascaders',
    body: EmptySchema,
    result: CategoryTreeSchema,
  },
});
