import { referenceCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeMasterProducts(t, [
    { barcode: '036000291452', name: 'Manuka Honey UMF 10+ 250 g', brand: 'Bee Kingdom' },
    { barcode: '96385074', name: 'Whole Milk Powder 1 kg', brand: 'Milky Clover', category: 'fb_dairy' },
  ]);
});
afterAll(() => t.close());

describe('reference data', () => {
  it('serves Incoterms, currencies, units, places, countries and languages in the caller language', async () => {
    const { token } = await signUpAndLogIn(t);
    const terms = await callApi(t, referenceCalls.quotationTerms, {}, { token });
    expect(terms.body.data.map((o) => o.value)).toEqual([
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
    ]);
    const currencies = await callApi(t, referenceCalls.currencyTypes, {}, { token, lang: 'zh-CN' });
    expect(currencies.body.data).toContainEqual({ value: 'USD', label: 'USD · 美元' });
    const units = await callApi(t, referenceCalls.unitMeasures, {}, { token, lang: 'ja' });
    expect(units.body.data.map((u) => u.value)).toEqual(['unit', 'pack', 'case', 'pallet']);
    const places = await callApi(t, referenceCalls.quotationPlaces, {}, { token, lang: 'zh-CN' });
    expect(places.body.data).toContainEqual({ value: 'shanghai', label: '上海' });
    const countries = await callApi(t, referenceCalls.originCountries, {}, { token });
    expect(countries.body.data).toContainEqual({ value: 'NZ', label: 'New Zealand' });
    const languages = await callApi(t, referenceCalls.languageTypes, {}, { token, lang: 'ja' });
    expect(languages.body.data).toContainEqual({ value: 'en', label: '英語' });
    const tree = await callApi(t, referenceCalls.categories, {}, { token, lang: 'zh-CN' });
    expect(tree.body.data.map((c) => c.label)).toEqual([
      '食品饮料',
      '美妆个护',
      '服装鞋包',
      '家居生活',
      '母婴',
      '营养保健',
    ]);
    expect(tree.body.data.every((c) => (c.children?.length ?? 0) >= 4)).toBe(true);
    const brands = await callApi(t, referenceCalls.brands, { keyword: 'bee' }, { token });
    expect(brands.body.data.map((b) => b.value)).toEqual(['Bee Kingdom']);
  });
});
