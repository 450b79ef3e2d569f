import { count } from 'drizzle-orm';
import type { Database } from './client.js';
import { servicePackages } from './schema/index.js';

/** The packages on sale when the platform team has not defined any yet (they edit them in the console). */
const PACKAGES = [
  {
    names: { en: 'Starter — 3 months', zh: '入门版 — 3 个月', ja: 'スターター — 3か月' },
    days: 90,
    buyerContacts: 60,
    price: '299.00',
    currency: 'USD',
    sortOrder: 1,
  },
  {
    names: { en: 'Growth — 6 months', zh: '成长版 — 6 个月', ja: 'グロース — 6か月' },
    days: 180,
    buyerContacts: 150,
    price: '549.00',
    currency: 'USD',
    sortOrder: 2,
  },
  {
    names: { en: 'Professional — 12 months', zh: '专业版 — 12 个月', ja: 'プロフェッショナル — 12か月' },
    days: 365,
    buyerContacts: 400,
    price: '999.00',
    currency: 'USD',
    sortOrder: 3,
  },
];

/** Puts the three standard packages on sale once, when there are none. */
export async function seedServicePackages(db: Database): Promise<void> {
  const [row] = await db.select({ n: count() }).from(servicePackages);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(servicePackages).values(PACKAGES);
}
