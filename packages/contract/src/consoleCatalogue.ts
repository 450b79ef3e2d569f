// The platform console: the master catalogue (products, brands, the category tree) that suppliers
// search and link from (`product/master/list`, `brand/select`, `category/linkage`).
import { z } from 'zod';
import { callGroup } from './call.js';
import {
  coercedId,
  EmptySchema,
  FileIdSchema,
  IdSchema,
  KeywordSchema,
  OkSchema,
  PageQuerySchema,
  pageOf,
} from './common.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';
import { ProductInputSchema } from './products.js';
import { requiredText } from './validation.js';

/** Bounds of the console's catalogue fields. */
export const CATALOGUE_LIMITS = {
  brandNameMax: 80,
  /** Categories a brand may be filed under. */
  brandCategoriesMax: 50,
  categoryNameMax: 60,
  /** Products merged into one at a time. */
  mergeMax: 20,
  /** Sub-categories under one main category (a reorder lists them all). */
  siblingsMax: 200,
} as const;

/** Which master products a console list shows: those suppliers can find, the retired ones, or both. */
export const MASTER_PRODUCT_STATES = ['active', 'retired', 'all'] as const;
export type MasterProductState = (typeof MASTER_PRODUCT_STATES)[number];

const TAG = 'Console: catalogue';

// ---------- Products ----------

export const ConsoleProductQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe(
    'Words of the name or brand, or a whole UPC/EAN (with or without leading zeros) or MID',
  ),
  brandId: coercedId().optional(),
  categoryId: coercedId().optional().describe('A category; a main category includes its sub-categories'),
  state: z.enum(MASTER_PRODUCT_STATES).default('active'),
});
export type ConsoleProductQuery = z.input<typeof ConsoleProductQuerySchema>;

/**
 * A master product as the platform team writes it: the supplier product form's fields that a
 * catalogue product has (same rules: UPC/EAN with its check digit, MID, name, origin, specs, images),
 * with the brand and category picked from the catalogue's own lists.
 */
export const MasterProductInputSchema = ProductInputSchema.pick({
  barcode: true,
  mid: true,
  name: true,
  imageIds: true,
  origin: true,
  specs: true,
}).extend({
  brandId: coercedId('error.catalogue.brandRequired').describe('A brand of the catalogue'),
  categoryId: coercedId('error.catalogue.categoryRequired').describe('A main category or a sub-category'),
});
export type MasterProductInput = z.input<typeof MasterProductInputSchema>;
export const MasterProductUpdateSchema = MasterProductInputSchema.extend({ id: coercedId() });
export type MasterProductUpdate = z.input<typeof MasterProductUpdateSchema>;

export const CatalogueRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CatalogueRef = z.infer<typeof CatalogueRefSchema>;

/** A master product in the console, with what links to it. */
export const ConsoleMasterProductSchema = z.object({
  id: z.number().int(),
  barcode: z.string(),
  mid: z.string(),
  name: z.string(),
  brand: CatalogueRefSchema,
  categoryId: z.number().int(),
  categoryPath: z.array(z.string()).describe("Category names from the top, in the caller's language"),
  origin: z.string().nullable(),
  specs: z.array(z.string()),
  images: z.array(FileRefSchema),
  state: z.enum(['active', 'retired']).describe('retired: out of suppliers’ searches, no new links'),
  retiredAt: z.string().nullable(),
  mergedInto: CatalogueRefSchema.nullable().describe('The product it was merged into (then it is retired)'),
  linkedSuppliers: z.number().int().describe('Suppliers with the product in their list'),
  wantedByBuyers: z.number().int().describe('Buyers possibly purchasing it or who asked about it'),
  rfqs: z.number().int().describe('RFQs naming the product'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleMasterProduct = z.infer<typeof ConsoleMasterProductSchema>;

/** One product in full, with the other active products sharing its barcode (duplicates to merge). */
export const ConsoleMasterProductDetailSchema = ConsoleMasterProductSchema.extend({
  sameBarcode: z.array(ConsoleMasterProductSchema).describe('Other active products with this UPC/EAN'),
});
export type ConsoleMasterProductDetail = z.infer<typeof ConsoleMasterProductDetailSchema>;

export const RetireProductSchema = z.object({
  id: coercedId(),
  retired: z.boolean().describe('true retires the product, false puts it back in the catalogue'),
});
export type RetireProduct = z.input<typeof RetireProductSchema>;

/** Active products sharing one barcode (UPC-A and its EAN-13 form count as one). */
export const DuplicateGroupSchema = z.object({
  barcodeKey: z.string().describe('The barcode digits without leading zeros'),
  products: z.array(ConsoleMasterProductSchema),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroupSchema>;

export const MergeProductsSchema = z
  .object({
    keepId: coercedId().describe('The product that stays'),
    mergeIds: z
      .array(coercedId())
      .min(1, { error: 'error.catalogue.mergeChoose' })
      .max(CATALOGUE_LIMITS.mergeMax, { error: 'validation.tooMany' })
      .describe('The duplicates merged into it (each is retired, its links move)'),
  })
  .refine((m) => !m.mergeIds.includes(m.keepId) && new Set(m.mergeIds).size === m.mergeIds.length, {
    error: 'error.catalogue.mergeChoose',
    path: ['mergeIds'],
  });
export type MergeProducts = z.input<typeof MergeProductsSchema>;

export const MergeResultSchema = z.object({
  product: ConsoleMasterProductSchema,
  moved: z.object({
    supplierLinks: z.number().int().describe("Suppliers' products now linked to the kept product"),
    supplierCopiesKept: z
      .number()
      .int()
      .describe('Copies left on a merged product (their company linked both): marked, never deleted'),
    buyerProducts: z.number().int().describe("Buyers' interests moved to the kept product"),
    rfqs: z.number().int().describe('RFQs now naming the kept product'),
  }),
});
export type MergeResult = z.infer<typeof MergeResultSchema>;

// ---------- Brands ----------

export const ConsoleBrandQuerySchema = PageQuerySchema.extend({
  keyword: KeywordSchema.describe('Part of the brand name'),
});
export type ConsoleBrandQuery = z.input<typeof ConsoleBrandQuerySchema>;

export const ConsoleBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: FileRefSchema.nullable(),
  categoryIds: z.array(z.number().int()),
  products: z.number().int().describe('Catalogue products of the brand (active and retired): "in use by N"'),
  createdAt: z.string(),
});
export type ConsoleBrand = z.infer<typeof ConsoleBrandSchema>;

export const BrandInputSchema = z.object({
  name: requiredText('error.catalogue.brandNameRequired', CATALOGUE_LIMITS.brandNameMax),
  logoFileId: FileIdSchema.nullable().default(null).describe('Uploaded through the console catalogue upload'),
  categoryIds: z
    .array(coercedId())
    .max(CATALOGUE_LIMITS.brandCategoriesMax, { error: 'validation.tooMany' })
    .default([])
    .describe('Categories (main or sub) the brand is sold in'),
});
export type BrandInput = z.input<typeof BrandInputSchema>;
export const BrandUpdateSchema = BrandInputSchema.extend({ id: coercedId() });
export type BrandUpdate = z.input<typeof BrandUpdateSchema>;

// ---------- Categories ----------

const categoryName = () =>
  requiredText('error.catalogue.categoryNameRequired', CATALOGUE_LIMITS.categoryNameMax);
export const CategoryNamesSchema = z.object({ en: categoryName(), zh: categoryName(), ja: categoryName() });
export type CategoryNames = z.input<typeof CategoryNamesSchema>;

/** What uses a category (and, for a main category, its sub-categories): a category in use stays. */
export const CategoryUsesSchema = z.object({
  masterProducts: z.number().int(),
  supplierProducts: z.number().int(),
  buyers: z.number().int().describe('Buyers purchasing in it'),
  rfqs: z.number().int(),
  suppliers: z.number().int().describe('Companies selling in it'),
  brands: z.number().int(),
});
export type CategoryUses = z.infer<typeof CategoryUsesSchema>;

export const ConsoleCategorySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('Stable code (main categories: the SPEC 2 codes)'),
  parentId: z.number().int().nullable(),
  names: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  sort: z.number().int(),
  uses: CategoryUsesSchema,
  inUse: z.number().int().describe('The uses added up: 0 means it can be removed'),
});
export type ConsoleCategory = z.infer<typeof ConsoleCategorySchema>;

export const ConsoleCategoryNodeSchema = ConsoleCategorySchema.extend({
  children: z.array(ConsoleCategorySchema),
});
export type ConsoleCategoryNode = z.infer<typeof ConsoleCategoryNodeSchema>;
export const ConsoleCategoryTreeSchema = z.array(ConsoleCategoryNodeSchema);
export type ConsoleCategoryTree = z.infer<typeof ConsoleCategoryTreeSchema>;

export const CreateCategorySchema = z.object({
  parentId: coercedId('error.catalogue.subcategoryOnly').describe('The main category it goes under'),
  names: CategoryNamesSchema,
});
export type CreateCategory = z.input<typeof CreateCategorySchema>;

export const RenameCategorySchema = z.object({ id: coercedId(), names: CategoryNamesSchema });
export type RenameCategory = z.input<typeof RenameCategorySchema>;

export const MoveCategorySchema = z.object({
  id: coercedId().describe('A sub-category'),
  parentId: coercedId('error.catalogue.subcategoryOnly').describe('The main category it moves under'),
});
export type MoveCategory = z.input<typeof MoveCategorySchema>;

export const ReorderCategoriesSchema = z.object({
  parentId: coercedId()
    .nullable()
    .describe('The main category whose sub-categories these are; null: the main categories'),
  ids: z
    .array(coercedId())
    .min(1, { error: 'validation.invalid' })
    .max(CATALOGUE_LIMITS.siblingsMax, { error: 'validation.tooMany' })
    .describe('Every one of them, in the new order'),
});
export type ReorderCategories = z.input<typeof ReorderCategoriesSchema>;

/** The console's catalogue picture upload (multipart `file`; JPG/PNG, 5 MB): product pictures and brand logos. */
export const consoleCatalogueUpload = {
  path: apiPaths.consoleCatalogueUpload,
  summary: 'Upload a catalogue picture or brand logo (multipart `file`; JPG or PNG up to 5 MB)',
  tag: TAG,
  result: FileRefSchema,
} as const;

/** The platform team's master catalogue (permission console:catalogue). */
export const consoleCatalogueCalls = callGroup(TAG, {
  productList: {
    path: apiPaths.consoleCatalogueProductList,
    summary: 'Master products by words, UPC/EAN or MID, brand, category and state, paged',
    body: ConsoleProductQuerySchema,
    result: pageOf(ConsoleMasterProductSchema),
  },
  productInfo: {
    path: apiPaths.consoleCatalogueProductInfo,
    summary: 'A master product with its links and the active products sharing its barcode',
    body: IdSchema,
    result: ConsoleMasterProductDetailSchema,
  },
  productCreate: {
    path: apiPaths.consoleCatalogueProductCreate,
    summary: 'Add a master product (a barcode another active product has is refused: merge instead)',
    body: MasterProductInputSchema,
    result: ConsoleMasterProductDetailSchema,
  },
  productUpdate: {
    path: apiPaths.consoleCatalogueProductUpdate,
    summary: 'Change a master product; suppliers’ searches show the change at once',
    body: MasterProductUpdateSchema,
    result: ConsoleMasterProductDetailSchema,
  },
  productRetire: {
    path: apiPaths.consoleCatalogueProductRetire,
    summary:
      'Retire a master product (out of searches, no new links; linked copies stay, marked) or restore it',
    body: RetireProductSchema,
    result: ConsoleMasterProductDetailSchema,
  },
  duplicates: {
    path: apiPaths.consoleCatalogueDuplicates,
    summary: 'Groups of active master products sharing a barcode',
    body: PageQuerySchema,
    result: pageOf(DuplicateGroupSchema),
  },
  merge: {
    path: apiPaths.consoleCatalogueMerge,
    summary: 'Merge duplicates into one product: every link moves to it, the others are retired',
    body: MergeProductsSchema,
    result: MergeResultSchema,
  },
  brandList: {
    path: apiPaths.consoleBrandList,
    summary: 'Brands with their product counts, A to Z',
    body: ConsoleBrandQuerySchema,
    result: pageOf(ConsoleBrandSchema),
  },
  brandCreate: {
    path: apiPaths.consoleBrandCreate,
    summary: 'Add a brand (name, logo, categories)',
    body: BrandInputSchema,
    result: ConsoleBrandSchema,
  },
  brandUpdate: {
    path: apiPaths.consoleBrandUpdate,
    summary: 'Change a brand; a new name reaches its products and suppliers’ searches',
    body: BrandUpdateSchema,
    result: ConsoleBrandSchema,
  },
  brandDelete: {
    path: apiPaths.consoleBrandDelete,
    summary: 'Delete a brand no catalogue product uses',
    body: IdSchema,
    result: OkSchema,
  },
  categoryTree: {
    path: apiPaths.consoleCategoryTree,
    summary: 'The six main categories and their sub-categories, named in en/zh/ja, with what uses each',
    body: EmptySchema,
    result: ConsoleCategoryTreeSchema,
  },
  categoryCreate: {
    path: apiPaths.consoleCategoryCreate,
    summary: 'Add a sub-category under a main category (last in its list)',
    body: CreateCategorySchema,
    result: ConsoleCategoryTreeSchema,
  },
  categoryRename: {
    path: apiPaths.consoleCategoryRename,
    summary: 'Rename a category in en/zh/ja (its id stays: products keep it)',
    body: RenameCategorySchema,
    result: ConsoleCategoryTreeSchema,
  },
  categoryMove: {
    path: apiPaths.consoleCategoryMove,
    summary: 'Move a sub-category under another main category (its id stays: products keep it)',
    body: MoveCategorySchema,
    result: ConsoleCategoryTreeSchema,
  },
  categoryReorder: {
    path: apiPaths.consoleCategoryReorder,
    summary: 'Put the main categories, or the sub-categories of one, in a new order',
    body: ReorderCategoriesSchema,
    result: ConsoleCategoryTreeSchema,
  },
  categoryDelete: {
    path: apiPaths.consoleCategoryDelete,
    summary: 'Remove a sub-category nothing uses',
    body: IdSchema,
    result: ConsoleCategoryTreeSchema,
  },
});
