import { apiPaths, CategoryNodeSchema, EmptySchema, OptionSchema } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { getCategoryTree } from './categories.service.js';
import {
  listBrands,
  listCurrencies,
  listLanguages,
  listOriginCountries,
  listQuotationPlaces,
  listQuotationTerms,
  listUnitMeasures,
} from './reference.service.js';

const OptionsSchema = z.array(OptionSchema);
const BrandQuerySchema = z.object({ keyword: z.string().trim().max(80).optional() }).optional();

export function registerReferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['Reference data'];
  const lists = [
    [apiPaths.originCountries, 'Countries and regions of origin', (lang) => listOriginCountries(lang)],
    [apiPaths.quotationTerms, 'Terms of delivery (Incoterms 2020)', () => listQuotationTerms()],
    [apiPaths.quotationPlaces, 'Places of delivery in China', (lang) => listQuotationPlaces(lang)],
    [apiPaths.currencyTypes, 'Currencies (ISO 4217)', (lang) => listCurrencies(lang)],
    [apiPaths.unitMeasures, 'Pricing units of measure', (lang) => listUnitMeasures(lang)],
    [apiPaths.languageTypes, 'Languages', (lang) => listLanguages(lang)],
  ] as const satisfies readonly [string, string, (lang: 'en' | 'ch' | 'ja') => unknown][];

  for (const [path, summary, list] of lists) {
    defineLegacyCall(
      app,
      ctx,
      { path, summary, tags, access: 'reference:read', body: EmptySchema, result: OptionsSchema },
      (_input, _caller, request) => list(request.lang),
    );
  }
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.brandSelect,
      summary: 'Brands of the platform catalogue',
      tags,
      access: 'reference:read',
      body: BrandQuerySchema,
      result: OptionsSchema,
    },
    (input) => listBrands(ctx, input?.keyword),
  );
  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.categoryLinkage,
      summary: 'Category tree for cascaders',
      tags,
      access: 'reference:read',
      body: EmptySchema,
      result: z.array(CategoryNodeSchema),
    },
    (_input, _caller, request) => getCategoryTree(ctx, request.lang),
  );
}
