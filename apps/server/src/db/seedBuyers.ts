import { MAIN_CATEGORIES, type MainCategory } from '@sc/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { hashPassword } from '../platform/passwords.js';
import { newPublicCode } from '../platform/secrets.js';
import type { Database } from './client.js';
import { buyerProducts, buyers, masterProducts, roles, userRoles, users } from './schema/index.js';
import { BUYER_JOB_TITLES, CITIES, COMPANY_KINDS, COMPANY_WORDS, GIVEN, SURNAMES } from './seedBuyerNames.js';
import { BRANDS, seededRandom } from './seedCatalogue.js';

/** The first seeded buyer signs in with this (the buyers' app comes with the chat issue). */
export const DEMO_BUYER_LOGIN = { email: 'buyer@suppliercloud.test', password: 'Buyer#2026' } as const;

/** One buyer to create; what the seed and the tests both describe. */
export interface BuyerSpec {
  name: string;
  email: string;
  companyName: string;
  country: string;
  jobTitle: string;
  title: string;
  mainCategory: MainCategory;
  interestedBrands: string[];
  isSelected?: boolean;
  lastOnlineAt?: Date | null;
  joinedAt?: Date;
  /** Master products by kind, each with when. */
  products?: { masterProductId: number; kind: 'purchasing' | 'inquired' | 'browsed'; at: Date }[];
}

/**
 * Inserts buyers with their login identities and products. `productNames` and `productCategories`
 * describe master products so the search text and purchasing categories can be filled.
 */
export async function insertBuyers(
  db: Database,
  specs: BuyerSpec[],
  passwordHash: string,
  catalogue: Map<number, { name: string; categoryId: number }>,
): Promise<number[]> {
  if (specs.length === 0) return [];
  const userRows = await db
    .insert(users)
    .values(
      specs.map((s) => ({
        kind: 'buyer' as const,
        supplierId: null,
        adminCode: newPublicCode(),
        email: s.email.toLowerCase(),
        realName: s.name,
        jobTitle: s.jobTitle,
        title: s.title,
        country: s.country,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));
  const [buyerRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'buyer'));
  if (buyerRole)
    await db.insert(userRoles).values(userRows.map((u) => ({ userId: u.id, roleId: buyerRole.id })));
  const buyerRows = await db
    .insert(buyers)
    .values(
      specs.map((s) => {
        const products = s.products ?? [];
        const bought = products.filter((p) => p.kind !== 'browsed');
        const words = [
          s.name,
          s.companyName,
          ...s.interestedBrands,
          ...bought.map((p) => catalogue.get(p.masterProductId)?.name ?? ''),
        ];
        return {
          userId: userIdByEmail.get(s.email.toLowerCase()) ?? 0,
          companyName: s.companyName,
          mainCategory: s.mainCategory,
          interestedBrands: s.interestedBrands,
          purchasingCategoryIds: [
            ...new Set(bought.flatMap((p) => catalogue.get(p.masterProductId)?.categoryId ?? [])),
          ],
          isSelected: s.isSelected ?? false,
          lastOnlineAt: s.lastOnlineAt ?? new Date(0),
          joinedAt: s.joinedAt ?? new Date(),
          searchText: words.join(' ').toLowerCase(),
        };
      }),
    )
    .returning({ id: buyers.id });
  const productRows = specs.flatMap((s, i) =>
    (s.products ?? []).map((p) => ({ ...p, buyerId: buyerRows[i]?.id ?? 0 })),
  );
  for (let i = 0; i < productRows.length; i += 2000)
    await db
      .insert(buyerProducts)
      .values(productRows.slice(i, i + 2000))
      .onConflictDoNothing();
  return buyerRows.map((b) => b.id);
}

/** Master products by main category code, for picking what buyers buy. */
async function catalogueByMainCategory(db: Database) {
  const rows = await db
    .select({
      id: masterProducts.id,
      name: masterProducts.name,
      categoryId: masterProducts.categoryId,
      main: sql<string>`(select p.code from categories c join categories p on p.id = c.parent_id where c.id = ${masterProducts.categoryId})`,
    })
    .from(masterProducts);
  const byMain = new Map<string, number[]>();
  for (const r of rows) byMain.set(r.main, [...(byMain.get(r.main) ?? []), r.id]);
  return { byMain, catalogue: new Map(rows.map((r) => [r.id, { name: r.name, categoryId: r.categoryId }])) };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * A believable buyer population: Chinese importers over the six main categories, with brands they
 * want, products they may be buying, asked about and looked at, and a spread of online times.
 * Needs the master catalogue. Does nothing when buyers exist. Returns how many were made.
 */
export async function seedBuyers(ctx: AppContext, size: number, now = new Date()): Promise<number> {
  const db = ctx.db;
  const [existing] = await db.select({ n: count() }).from(buyers);
  if ((existing?.n ?? 0) > 0 || size === 0) return 0;
  const { byMain, catalogue } = await catalogueByMainCategory(db);
  const passwordHash = await hashPassword(DEMO_BUYER_LOGIN.password);
  const random = seededRandom(4_242);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pickSome = <T>(items: readonly T[], n: number): T[] => {
    const chosen = new Set<T>();
    for (let tries = 0; chosen.size < Math.min(n, items.length) && tries < n * 4; tries++)
      chosen.add(pick(items));
    return [...chosen];
  };
  // Large populations keep fewer products per buyer, so a 100 000-buyer seed stays quick.
  const perBuyer =
    size > 5000 ? { purchasing: 2, inquired: 1, browsed: 2 } : { purchasing: 5, inquired: 3, browsed: 6 };

  let made = 0;
  for (let start = 0; start < size; start += 1000) {
    const specs: BuyerSpec[] = [];
    for (let n = start; n < Math.min(size, start + 1000); n++) {
      const mainCategory = MAIN_CATEGORIES[n % MAIN_CATEGORIES.length] as MainCategory;
      const [city, country] = pick(CITIES);
      const roll = random();
      const ago =
        roll < 0.05
          ? random() * 4 * 60_000
          : roll < 0.15
            ? random() * HOUR
            : roll < 0.35
              ? HOUR + random() * 23 * HOUR
              : roll < 0.65
                ? DAY + random() * 3 * DAY
                : 4 * DAY + random() * 40 * DAY;
      const pool = byMain.get(mainCategory) ?? [];
      const productsOf = (kind: 'purchasing' | 'inquired' | 'browsed', max: number, spanDays: number) =>
        pickSome(pool, Math.ceil(random() * max)).map((masterProductId) => ({
          masterProductId,
          kind,
          at: new Date(now.getTime() - random() * spanDays * DAY),
        }));
      const given = pick(GIVEN);
      specs.push({
        name: `${pick(SURNAMES)} ${given}`,
        email: n === 0 ? DEMO_BUYER_LOGIN.email : `buyer${n}@buyers.suppliercloud.test`,
        companyName: `${city} ${pick(COMPANY_WORDS)} ${pick(COMPANY_KINDS)}`,
        country,
        jobTitle: pick(BUYER_JOB_TITLES),
        title: random() < 0.5 ? 'mr' : 'ms',
        mainCategory,
        interestedBrands: pickSome(BRANDS[mainCategory] ?? [], 1 + Math.floor(random() * 3)),
        isSelected: random() < 0.12,
        lastOnlineAt: random() < 0.03 ? null : new Date(now.getTime() - ago),
        joinedAt: new Date(now.getTime() - (random() < 0.1 ? random() * 25 : 30 + random() * 700) * DAY),
        products: [
          ...productsOf('purchasing', perBuyer.purchasing, 60),
          ...productsOf('inquired', perBuyer.inquired, 30),
          ...productsOf('browsed', perBuyer.browsed, 14),
        ],
      });
    }
    made += (await insertBuyers(db, specs, passwordHash, catalogue)).length;
  }
  // Vacuum too: a fresh visibility map lets the pool's counts use index-only scans.
  await db.execute(sql`vacuum analyze buyers`);
  await db.execute(sql`vacuum analyze buyer_products`);
  await db.execute(sql`vacuum analyze users`);
  return made;
}
