import { randomBytes } from 'node:crypto';
import { makeMasterProducts } from './productFactories.js';
import type { TestApp } from './testApp.js';

const MINUTE = 60_000;

/** The moment the given number of minutes ago. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** A word only this test's buyers carry, so tests sharing the database do not see each other's. */
export const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

/** Three master products in different categories for buyers to buy, ask about or browse. */
export async function makeBuyerCatalogue(t: TestApp) {
  const [honey, milk, cookies] = (await makeMasterProducts(t, [
    { barcode: '4006381333931', name: 'Manuka Honey UMF 10+', brand: 'Bee Kingdom', category: 'nh_manuka' },
    { barcode: '96385074', name: 'Whole Milk Powder 1 kg', brand: 'Milky Clover', category: 'fb_dairy' },
    { barcode: '036000291452', name: 'Macadamia Cookies', brand: 'Golden Wattle', category: 'fb_snacks' },
  ])) as [number, number, number];
  return { honey, milk, cookies };
}
