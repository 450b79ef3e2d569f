import { z } from 'zod';
import { isValidBarcode } from './barcode.js';
import { callGroup } from './call.js';
import {
  coercedId,
  EmptySchema,
  FileIdSchema,
  IdSchema,
  KeywordSchema,
  multiLineText,
  OkSchema,
  optionalCount,
  PageQuerySchema,
  pageOf,
  singleLineText,
} from './common.js';
import { COUNTRY_CODES } from './countries.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';
import { QuoteStatusSchema } from './quotes.js';
import { PRICING_UNITS } from './reference.js';
import { requiredText } from './validation.js';

export const PRODUCT_LIMITS = {
  images: 5,
  specs: 10,
  imageMaxBytes: 5 * 1024 * 1024,
  pdfMaxBytes: 20 * 1024 * 1024,
  importMaxRows: 1000,
  /** Bytes an import spreadsheet may unpack to (all entries of an XLSX; a CSV's own size). */
  importMaxBytes: 20 * 1024 * 1024,
  nameMax: 200,
  specMax: 120,
  remarkMax: 2000,
} as const;

/** The product form (SPEC 3, 5): UPC/EAN, MID and name required. */
export const ProductInputSchema = z.object({
  barcode: requiredText('validation.barcodeRequired', 14).refine(isValidBarcode, {
    error: 'validation.barcodeInvalid',
  }),
  mid: requiredText('validation.midRequired', 64).describe('Manufacturer ID'),
  name: requiredText('validation.productNameRequired', PRODUCT_LIMITS.nameMax),
  imageIds: z
    .array(FileIdSchema)
    .max(PRODUCT_LIMITS.images, { error: 'validation.tooManyImages' })
    .default([]),
  brand: singleLineText(80).nullable().optional(),
  categoryId: coercedId().nullable().optional(),
  origin: z
    .enum(COUNTRY_CODES, { error: 'validation.invalid' })
    .nullable()
    .optional()
    .describe('Place of origin'),
  specs: z
    .array(
      singleLineText(PRODUCT_LIMITS.specMax, 'validation.specEmpty').min(1, {
        error: 'validation.specEmpty',
      }),
    )
    .max(PRODUCT_LIMITS.specs, { error: 'validation.tooManySpecs' })
    .default([]),
  shelfLifeDays: optionalCount(3650).describe('Total shelf life in days'),
  unitsPerPack: optionalCount(100_000),
  unitsPerCase: optionalCount(100_000),
  casesPerPallet: optionalCount(10_000),
  remark: multiLineText(PRODUCT_LIMITS.remarkMax).nullable().optional(),
  pricingUnit: z.enum(PRICING_UNITS, { error: 'validation.invalid' }).default('unit'),
});
export type ProductInput = z.input<typeof ProductInputSchema>;
export const ProductUpdateSchema = ProductInputSchema.extend({ id: coercedId() });
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

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
  retiredFromCatalogue: z
    .boolean()
    .optional()
    .describe('Linked to a catalogue product the platform retired: no longer in the catalogue'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const MyProductQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Name, barcode, MID or brand'),
  kind: z.enum(['own', 'linked']).optional(),
  categoryId: coercedId().optional(),
});
export type MyProductQuery = z.input<typeof MyProductQuerySchema>;

export const LinkMasterProductSchema = z.object({ masterProductId: coercedId() });
export type LinkMasterProduct = z.infer<typeof LinkMasterProductSchema>;

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
export const ImportConfirmSchema = z.object({ fileId: FileIdSchema });
export type ImportConfirm = z.infer<typeof ImportConfirmSchema>;
export const ImportResultSchema = z.object({ created: z.number().int(), skipped: z.number().int() });
export type ImportResult = z.infer<typeof ImportResultSchema>;

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

/** One thing that keeps a product from being deleted, with what to do about it. */
export const ProductDeleteReasonSchema = z.object({
  kind: z.enum(['showroom', 'quotations']),
  /** Why, and what to do, in the caller's language. */
  message: z.string(),
});
export type ProductDeleteReason = z.infer<typeof ProductDeleteReasonSchema>;

/** Whether a product can be deleted now; the delete itself applies the same rule. */
export const ProductDeleteCheckSchema = z.object({
  canDelete: z.boolean(),
  reasons: z.array(ProductDeleteReasonSchema),
});
export type ProductDeleteCheck = z.infer<typeof ProductDeleteCheckSchema>;

/** My products (own and linked from the catalogue) and their spreadsheet import. */
export const productCalls = callGroup('My products', {
  list: {
    path: apiPaths.myProductList,
    summary: 'My products, paged, each marked when displayed in my showroom',
    body: MyProductQuerySchema,
    result: pageOf(ProductSchema),
  },
  listAll: {
    path: apiPaths.myProductListNoPage,
    summary: 'All my products (pickers)',
    body: EmptySchema,
    result: z.array(ProductSchema),
  },
  info: {
    path: apiPaths.myProductInfo,
    summary: 'One of my products',
    body: IdSchema,
    result: ProductSchema,
  },
  create: {
    path: apiPaths.myProductCreate,
    summary: 'Create an own product',
    body: ProductInputSchema,
    result: ProductSchema,
  },
  update: {
    path: apiPaths.myProductUpdate,
    summary: 'Edit one of my products (own or linked)',
    body: ProductUpdateSchema,
    result: ProductSchema,
  },
  delete: {
    path: apiPaths.myProductDelete,
    summary: 'Delete one of my products with its quotes',
    body: IdSchema,
    result: OkSchema,
  },
  deleteCheck: {
    path: apiPaths.myProductDeleteCheck,
    summary:
      'Before deleting: whether one of my products can be deleted, and if not why (showroom, open quotations) and what to do',
    body: IdSchema,
    result: ProductDeleteCheckSchema,
  },
  link: {
    path: apiPaths.myProductLink,
    aliases: [apiPaths.supplierProductLink],
    summary: 'Add a master product to my list (once)',
    body: LinkMasterProductSchema,
    result: ProductSchema,
  },
  importPreview: {
    path: apiPaths.myProductImportPreview,
    summary: 'Check an uploaded CSV/XLSX of products: each row with its bad cells; creates nothing',
    body: ImportConfirmSchema,
    result: ImportPreviewSchema,
  },
  importConfirm: {
    path: apiPaths.myProductImportConfirm,
    summary: 'Create the valid rows of an uploaded CSV/XLSX as own products',
    body: ImportConfirmSchema,
    result: ImportResultSchema,
  },
});
