import { JOB_TITLES, MAIN_CATEGORIES, type MainCategory, MESSAGE_TYPE } from '@sc/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { BuyerCaller, SupplierCaller } from '../http/caller.js';
import { sendAsBuyer, sendAsSupplier } from '../modules/chat/chat.service.js';
import { linkMasterProduct } from '../modules/products/products.service.js';
import { addExhibits, listMyExhibits } from '../modules/showroom/showroom.service.js';
import { hashPassword } from '../platform/passwords.js';
import { newPublicCode } from '../platform/secrets.js';
import type { Database } from './client.js';
import {
  buyerProducts,
  buyers,
  buyerVisits,
  masterProducts,
  roles,
  suppliers,
  userRoles,
  users,
} from './schema/index.js';
import { BRANDS, seededRandom } from './seedCatalogue.js';
import { seedDemoQuotations } from './seedDemoQuotations.js';

/** The first seeded buyer signs in with this (the buyers' app comes with the chat issue). */
export const DEMO_BUYER_LOGIN = { email: 'buyer@suppliercloud.test', password: 'Buyer#2026' } as const;

const SURNAMES = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
  'He',
  'Lin',
  'Luo',
  'Gao',
];
const GIVEN = [
  'Wei',
  'Fang',
  'Na',
  'Min',
  'Jing',
  'Lei',
  'Jun',
  'Yan',
  'Tao',
  'Ming',
  'Hui',
  'Qiang',
  'Xiu',
  'Ying',
  'Hao',
  'Yu',
  'Jie',
  'Lan',
  'Bo',
  'Xin',
  'Mei Ling',
  'Zi Han',
  'Yi Fan',
  'Jia Hui',
];
const CITIES: [string, string][] = [
  ['Shanghai', 'CN'],
  ['Beijing', 'CN'],
  ['Shenzhen', 'CN'],
  ['Guangzhou', 'CN'],
  ['Hangzhou', 'CN'],
  ['Ningbo', 'CN'],
  ['Chengdu', 'CN'],
  ['Wuhan', 'CN'],
  ['Xiamen', 'CN'],
  ['Qingdao', 'CN'],
  ['Tianjin', 'CN'],
  ['Nanjing', 'CN'],
  ['Suzhou', 'CN'],
  ['Chongqing', 'CN'],
  ['Hong Kong', 'HK'],
];
const COMPANY_WORDS = [
  'Jiahe',
  'Huamei',
  'Xinyuan',
  'Tianrun',
  'Hengtai',
  'Ruifeng',
  'Jinhai',
  'Baisheng',
  'Kangda',
  'Longxin',
  'Mingyang',
  'Yuanda',
  'Fuxing',
  'Haoyun',
  'Shengshi',
];
const COMPANY_KINDS = [
  'Import & Export Co., Ltd.',
  'Trading Co., Ltd.',
  'Supply Chain Management Co., Ltd.',
  'International Trade Co., Ltd.',
  'Cross-border E-commerce Co., Ltd.',
];
const BUYER_JOB_TITLES = JOB_TITLES.filter((t) => t !== 'other' && t !== 'export_manager');

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

/** Products of the demo supplier displayed in its showroom. */
const DEMO_EXHIBITS = 4;

/**
 * The demo supplier's world: it sells food & beverage, has linked a few catalogue products that
 * seeded buyers want (four of them displayed in its showroom), has been visited, contacted one
 * buyer (who answered) and has a buyer-started conversation waiting for its first reply (which
 * will spend a contact).
 */
export async function seedDemoSupplierRelations(ctx: AppContext, demoEmail: string): Promise<void> {
  const db = ctx.db;
  const [demo] = await db
    .select({
      userId: users.id,
      supplierId: users.supplierId,
      adminCode: users.adminCode,
      realName: users.realName,
    })
    .from(users)
    .where(eq(users.email, demoEmail));
  if (!demo?.supplierId) return;
  const supplierId = demo.supplierId;
  const caller: SupplierCaller = {
    sessionId: 0,
    userId: demo.userId,
    kind: 'supplier',
    supplierId,
    buyerId: null,
    adminCode: demo.adminCode,
    email: demoEmail,
    realName: demo.realName,
    permissions: new Set(),
  };
  await db
    .update(suppliers)
    .set({ mainCategories: ['food_beverage'] })
    .where(eq(suppliers.id, supplierId));
  const wanted = await db
    .selectDistinct({ id: buyerProducts.masterProductId })
    .from(buyerProducts)
    .innerJoin(buyers, eq(buyers.id, buyerProducts.buyerId))
    .where(and(eq(buyers.mainCategory, 'food_beverage'), eq(buyerProducts.kind, 'purchasing')))
    .orderBy(asc(buyerProducts.masterProductId))
    .limit(6);
  const linked: { id: number; name: string }[] = [];
  for (const { id } of wanted) linked.push(await linkMasterProduct(ctx, caller, id, 'en'));
  const priceListId = await seedDemoQuotations(
    ctx,
    caller,
    linked.map((p) => p.id),
  );
  // Four of them displayed in the showroom; those already shown are left as they are.
  const shown = new Set((await listMyExhibits(ctx, caller)).list.map((e) => e.productId));
  const toShow = linked
    .slice(0, DEMO_EXHIBITS)
    .map((p) => p.id)
    .filter((id) => !shown.has(id));
  if (toShow.length) await addExhibits(ctx, caller, toShow);

  const food = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(eq(buyers.mainCategory, 'food_beverage'))
    .orderBy(desc(buyers.lastOnlineAt))
    .limit(12);
  const now = Date.now();
  for (const [i, buyer] of food.slice(0, 8).entries()) {
    const product = i % 2 === 0 ? linked[i % Math.max(1, linked.length)] : undefined;
    await db.insert(buyerVisits).values({
      supplierId,
      buyerId: buyer.id,
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      visitedAt: new Date(now - (i + 1) * 97 * 60_000),
    });
  }
  const [answered, waiting] = [food[8], food[9]];
  if (answered) {
    await sendAsSupplier(
      ctx,
      caller,
      {
        clientId: 'seed-demo-hello',
        buyerId: answered.id,
        type: MESSAGE_TYPE.text,
        content:
          'Hello! Harbor Fresh Foods here — we export Australian snacks and dairy. Happy to send our price list.',
      },
      'en',
    );
    await sendAsBuyer(ctx, await buyerCallerOf(ctx, answered.id), {
      clientId: 'seed-demo-answer',
      supplierId,
      type: MESSAGE_TYPE.text,
      content: '你好！请发一下价格表和起订量，谢谢。',
    });
    if (priceListId)
      await sendAsSupplier(
        ctx,
        caller,
        {
          clientId: 'seed-demo-price-list',
          buyerId: answered.id,
          type: MESSAGE_TYPE.quotation,
          quotationId: priceListId,
          content: '',
        },
        'en',
      );
  }
  if (waiting)
    await sendAsBuyer(ctx, await buyerCallerOf(ctx, waiting.id), {
      clientId: 'seed-demo-question',
      supplierId,
      type: MESSAGE_TYPE.text,
      content: 'Hi, do you ship macadamia cookies to Shanghai? What is the shelf life?',
    });
}

/** A buyer acting in the seed, as if signed in to the buyers' app. */
async function buyerCallerOf(ctx: AppContext, buyerId: number): Promise<BuyerCaller> {
  const [row] = await ctx.db
    .select({ userId: users.id, adminCode: users.adminCode, email: users.email, realName: users.realName })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId));
  if (!row) throw new Error(`seed buyer ${buyerId} not found`);
  return { ...row, sessionId: 0, kind: 'buyer', supplierId: null, buyerId, permissions: new Set() };
}
