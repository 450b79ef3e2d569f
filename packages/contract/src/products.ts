import { z } from 'zod';
import { isValidBarcode } from './barcode.js';
import { IdSchema, PageQuerySchema } from './common.js';
import { COUNTRY_CODES } from './countries.js';
import { requiredText } from './validation.js';

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

export const PRODUCT_LIMITS = {
  images: 5,
  specs: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  pdfMaxBytes: 20 * 1024 * 1024,
  importMaxRows: 1000,
  nameMax: 200,
  specMax: 120,
  remarkMax: 2000,
} as const;

const optionalInt = (max: number) =>
  z.coerce
    .number({ error: 'validation.wholeNumber' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.wholeNumber' })
    .max(max, { error: 'validation.tooLarge' })
    .nullable()
    .optional();

/** A stored file as returned by upload and embedded in products. */
export const FileRefSchema = z.object({
  fileId: z.string(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type FileRef = z.infer<typeof FileRefSchema>;

/** The product form (SPEC 3, 5): UPC/EAN, MID and name required. */
export const ProductInputSchema = z.object({
  barcode: requiredText('validation.barcodeRequired', 14).refine(isValidBarcode, {
    error: 'validation.barcodeInvalid',
  }),
  mid: requiredText('validation.midRequired', 64).describe('Manufacturer ID'),
  name: requiredText('validation.productNameRequired', PRODUCT_LIMITS.nameMax),
  imageIds: z.array(z.string()).max(PRODUCT_LIMITS.images, { error: 'validation.tooManyImages' }).default([]),
  brand: z.string().trim().max(80, { error: 'validation.tooLong' }).nullable().optional(),
  categoryId: z.coerce.number().int().positive().nullable().optional(),
  origin: z
    .enum(COUNTRY_CODES, { error: 'validation.invalid' })
    .nullable()
    .optional()
    .describe('Place of origin'),
  specs: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'validation.specEmpty' })
        .max(PRODUCT_LIMITS.specMax, { error: 'validation.tooLong' }),
    )
    .max(PRODUCT_LIMITS.specs, { error: 'validation.tooManySpecs' })
    .default([]),
  shelfLifeDays: optionalInt(3650).describe('Total shelf life in days'),
  unitsPerPack: optionalInt(100_000),
  unitsPerCase: optionalInt(100_000),
  casesPerPallet: optionalInt(10_000),
  remark: z
    .string()
    .trim()
    .max(PRODUCT_LIMITS.remarkMax, { error: 'validation.tooLong' })
    .nullable()
    .optional(),
  pricingUnit: z.enum(PRICING_UNITS, { error: 'validation.invalid' }).default('unit'),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
export const ProductUpdateSchema = ProductInputSchema.extend({ id: z.coerce.number().int().positive() });

export const QuoteStatusSchema = z.enum(['none', 'active', 'expired']);

export const ProductSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['own', 'linked']),
  masterProductId: z.number().int().nullable(),
  barcode: z.string(),
  mid: z.string(),
  name: z.string(),
  images: z.array(FileRefSchema),
  brand: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  categoryPath: z.array(z.string()).describe("Category names from the top, in the caller's language"),
  origin: z.string().nullable(),
  specs: z.array(z.string()),
  shelfLifeDays: z.number().int().nullable(),
  unitsPerPack: z.number().int().nullable(),
  unitsPerCase: z.number().int().nullable(),
  casesPerPallet: z.number().int().nullable(),
  remark: z.string().nullable(),
  pricingUnit: z.enum(PRICING_UNITS),
  quoteStatus: QuoteStatusSchema,
  exhibited: z.boolean().optional().describe('Displayed in my showroom (set by the list calls)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const MyProductQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional().describe('Name, barcode, MID or brand'),
  kind: z.enum(['own', 'linked']).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type MyProductQuery = z.input<typeof MyProductQuerySchema>;

export const MasterProductSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  mid: z.string(),
  name: z.string(),
  brand: z.string(),
  categoryId: z.number().int(),
  categoryPath: z.array(z.string()),
  origin: z.string().nullable(),
  specs: z.array(z.string()),
  images: z.array(FileRefSchema),
  myProductId: z.number().int().nullable().describe('Set when this product is already in my list'),
});
export type MasterProduct = z.infer<typeof MasterProductSchema>;

export const MasterProductQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional().describe('Words of the name or brand'),
  barcode: z.string().trim().max(20).optional().describe('UPC or EAN, with or without leading zeros'),
  mid: z.string().trim().max(64).optional(),
  categoryId: z.coerce.number().int().positive().optional().describe('A category or any of its ancestors'),
  brand: z.string().trim().max(80).optional(),
});
export type MasterProductQuery = z.input<typeof MasterProductQuerySchema>;

export const LinkMasterProductSchema = z.object({ masterProductId: z.coerce.number().int().positive() });

/** Product quote (SPEC 5): price, terms of delivery and expiration date required. */
export const QuoteInputSchema = z.object({
  productId: z.coerce.number().int().positive(),
  price: z
    .string({ error: 'validation.priceRequired' })
    .trim()
    .min(1, { error: 'validation.priceRequired' })
    .regex(/^\d{1,12}(\.\d{1,4})?$/, { error: 'validation.priceInvalid' })
    .refine((v) => Number(v) > 0, { error: 'validation.priceInvalid' })
    .describe('Decimal string; money is never a float'),
  currency: z.enum(CURRENCIES, { error: 'validation.currencyRequired' }),
  terms: z.enum(INCOTERMS, { error: 'validation.termsRequired' }),
  expiresOn: z
    .string({ error: 'validation.expiryRequired' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.expiryRequired' })
    .describe('Quotation expiration date, YYYY-MM-DD (end of that day, UTC)'),
});
export type QuoteInput = z.infer<typeof QuoteInputSchema>;
export const QuoteUpdateSchema = QuoteInputSchema.omit({ productId: true }).extend({
  id: z.coerce.number().int().positive(),
});

export const QuoteSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  price: z.string(),
  currency: z.string(),
  terms: z.string(),
  expiresOn: z.string(),
  isExpired: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteListQuerySchema = PageQuerySchema.extend({
  productId: z.coerce.number().int().positive().optional(),
});
export const ProductIdSchema = z.object({ productId: z.coerce.number().int().positive() });

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ value: z.number().int(), label: z.string(), children: z.array(CategoryNodeSchema).optional() }),
);
export type CategoryNode = { value: number; label: string; children?: CategoryNode[] };

/** One row of a spreadsheet import, checked with the product form's rules. */
export const ImportRowSchema = z.object({
  row: z.number().int().describe('Row number in the file, 1 = first data row'),
  values: z.record(z.string(), z.string()),
  errors: z
    .record(z.string(), z.string())
    .describe('Column → translated message; empty when the row is good'),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;
export const ImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(ImportRowSchema),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
export const ImportConfirmSchema = z.object({ fileId: z.string().min(1) });
export const ImportResultSchema = z.object({ created: z.number().int(), skipped: z.number().int() });

/** Spreadsheet columns of the product import, in order. */
export const IMPORT_COLUMNS = [
  'barcode',
  'mid',
  'name',
  'brand',
  'origin',
  'specs',
  'shelfLifeDays',
  'unitsPerPack',
  'unitsPerCase',
  'casesPerPallet',
  'pricingUnit',
  'remark',
] as const;
