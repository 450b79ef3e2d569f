import { referenceCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
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

export function registerReferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const access = 'reference:read';
  defineCall(app, ctx, referenceCalls.originCountries, access, (_input, _caller, request) =>
    listOriginCountries(request.lang),
  );
  defineCall(app, ctx, referenceCalls.quotationTerms, access, () => listQuotationTerms());
  defineCall(app, ctx, referenceCalls.quotationPlaces, access, (_input, _caller, request) =>
    listQuotationPlaces(ctx, request.lang),
  );
  defineCall(app, ctx, referenceCalls.currencyTypes, access, (_input, _caller, request) =>
    listCurrencies(ctx, request.lang),
  );
  defineCall(app, ctx, referenceCalls.unitMeasures, access, (_input, _caller, request) =>
    listUnitMeasures(ctx, request.lang),
  );
  defineCall(app, ctx, referenceCalls.languageTypes, access, (_input, _caller, request) =>
    listLanguages(ctx, request.lang),
  );
  defineCall(app, ctx, referenceCalls.brands, access, (input) => listBrands(ctx, input?.keyword));
  defineCall(app, ctx, referenceCalls.categories, access, (_input, _caller, request) =>
    getCategoryTree(ctx, request.lang),
  );
}
