import { type ProductInput, productCalls, type QuotationInput, quotationCalls } from '@sc/contract';
import { callApi, type SignUpOptions, signUpAndLogIn } from './factories.js';
import type { TestApp } from './testApp.js';

export const YEAR = new Date().getUTCFullYear();

/** Creates one of my products through the API (the quotation tests need real, quotable products). */
export async function createProduct(t: TestApp, token: string, input: ProductInput) {
  const created = await callApi(t, productCalls.create, input, { token });
  if (created.body.code !== 0) throw new Error(`product setup failed: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** A supplier with two products of its own (the first with specs, units and shelf life). */
export async function supplierWithProducts(t: TestApp, options: SignUpOptions = {}) {
  const account = await signUpAndLogIn(t, {}, options);
  const honey = await createProduct(t, account.token, {
    barcode: '4006381333931',
    mid: 'HN-500',
    name: 'Manuka Honey 500 g',
    brand: 'Bee Kingdom',
    specs: ['500 g jar', '250 g jar'],
    unitsPerPack: 1,
    unitsPerCase: 12,
    casesPerPallet: 80,
    shelfLifeDays: 720,
  });
  const crackers = await createProduct(t, account.token, {
    barcode: '96385074',
    mid: 'OC-200',
    name: 'Oat Crackers 200 g',
  });
  return { ...account, honey, crackers };
}

/** A complete quotation form over the given products, each at 12.50. */
export function quotationInput(
  productIds: number[],
  overrides: Partial<QuotationInput> = {},
): QuotationInput {
  return {
    name: 'Spring price list',
    terms: 'FOB',
    place: 'shanghai',
    currency: 'USD',
    expiresOn: `${YEAR + 1}-06-30`,
    remark: 'Prices include export cartons',
    note: 'Margin 18 %',
    lines: productIds.map((productId) => ({ productId, price: '12.50' })),
    ...overrides,
  };
}

/** The quotation/create call as the supplier whose token is given. */
export function createQuotation(t: TestApp, token: string, input: QuotationInput) {
  return callApi(t, quotationCalls.create, input, { token });
}
