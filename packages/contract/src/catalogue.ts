import { z } from 'zod';
import { callGroup } from './call.js';
import { coercedId, KeywordSchema, PageQuerySchema, pageOf, singleLineText } from './common.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';

/** A product of the platform catalogue, which suppliers add to their own list. */
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
  keyword: KeywordSchema.describe('Words, or a whole UPC/EAN or MID'),
  barcode: singleLineText(20).optional().describe('UPC or EAN, with or without leading zeros'),
  mid: singleLineText(64).optional(),
  categoryId: coercedId().optional().describe('A category or any of its ancestors'),
  brand: singleLineText(80).optional(),
});
export type MasterProductQuery = z.input<typeof MasterProductQuerySchema>;

/** The platform catalogue; adding one of its products to my list is `productCalls.link`. */
export const catalogueCalls = callGroup('Catalogue', {
  search: {
    path: apiPaths.masterProductList,
    summary: 'Search the platform catalogue (keyword, UPC/EAN, MID, category, brand), paged',
    body: MasterProductQuerySchema,
    result: pageOf(MasterProductSchema),
  },
});
