import {
  type CredentialType,
  DELIVERY_PLACES,
  type DeliveryPlace,
  type Incoterm,
  MAIN_CATEGORIES,
  type PricingUnit,
  type RfqFlag,
} from '@sc/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { buyers, categories, masterProducts, rfqs, users } from './schema/index.js';
import { DEMO_EDITOR_LOGIN, DEMO_LOGIN } from './seed.js';
import { DEMO_BUYER_LOGIN } from './seedBuyers.js';
import { seededRandom } from './seedCatalogue.js';
import { seedRfqCompetitors } from './seedRfqCompetitors.js';
import { seedRfqInquiries } from './seedRfqInquiries.js';
import { closeRfq, insertRfqQuotes, planRfqQuotes, type RfqRow, randomBetween } from './seedRfqQuotes.js';
import {
  CERTIFICATIONS,
  FLAGGED_REMARKS,
  FREE_TEXT_PRODUCTS,
  PORT_OF_CITY,
  pickWith,
  QUANTITIES,
  REJECT_REASONS,
  REMARKS,
  SHELF_LIVES,
  TERMS_WEIGHTS,
  targetPriceFor,
  weightedIndex,
} from './seedRfqWords.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the market goes. */
const SPAN_DAYS = 60;
/** Popular products per main category: most RFQs and chat inquiries go to them. */
const HOT_PER_CATEGORY = 6;
const HOT_WEIGHTS = [1, 0.6, 0.45, 0.35, 0.3, 0.25];
/**
 * How demand moves over the 60 days (a density over days ago): the market as a whole grows a
 * little; popular products rise, hold, peaked a week or two ago, faded after a month or are new,
 * so the ranking has arrows both ways over 7 and 30 days.
 */
const PROFILES = {
  market: (days: number) => 1 - days / 120,
  rising: (days: number) => (1 - days / SPAN_DAYS) ** 2,
  steady: () => 0.8,
  falling: (days: number) => Math.exp(-(((days - 10) / 4) ** 2)) + 0.3,
  fading: (days: number) => Math.exp(-(((days - 38) / 12) ** 2)) + 0.35,
  new: (days: number) => (days < 6 ? 1 : 0),
} as const;
type Profile = keyof typeof PROFILES;
const HOT_PROFILES: Profile[] = ['falling', 'rising', 'steady', 'new', 'falling', 'fading'];
const CATEGORY_WEIGHTS: Record<string, number> = {
  food_beverage: 30,
  nutrition_health: 18,
  beauty_personal_care: 16,
  mother_baby: 14,
  house_life: 12,
  clothing_shoes_bags: 10,
};

const FALLBACK_QUANTITIES: [PricingUnit, number, number, number][] = [['unit', 100, 1000, 100]];
interface Product {
  id: number;
  name: string;
  barcode: string;
  categoryId: number;
}
interface Buyer {
  id: number;
  companyName: string;
  email: string;
}

/** 0–40: target price 10, shelf life 5, certifications 5, attachments 10, a remark of 20+ characters 10. */
export function rfqCompleteness(rfq: {
  targetPrice?: string | null;
  shelfLifeDays?: number | null;
  certifications?: string[];
  attachmentFileIds?: string[];
  remark?: string;
}): number {
  return (
    (rfq.targetPrice ? 10 : 0) +
    (rfq.shelfLifeDays ? 5 : 0) +
    (rfq.certifications?.length ? 5 : 0) +
    (rfq.attachmentFileIds?.length ? 10 : 0) +
    ((rfq.remark ?? '').trim().length >= 20 ? 10 : 0)
  );
}

/** The end of the UTC day a moment falls on (an RFQ takes quotes through its expiry day). */
const endOfUtcDay = (at: number) => new Date(Math.floor(at / DAY) * DAY + DAY - 1);

/**
 * A believable RFQ market (issue 18): `size` requests from the seeded buyers over the last 60 days
 * and the six main categories, most of them for catalogue products (a few popular ones asked for
 * again and again, some rising, some falling), the recent ones open, the older ones closed, a few
 * held for review or rejected; a dozen exporters (seedRfqCompetitors) and their quotes (never the
 * demo company's, nor any registered company's: seeded quotes open no conversation and spend no
 * contact); and chat inquiries about the popular products. Does nothing when RFQs exist. Returns how many.
 */
export async function seedRfqs(
  ctx: AppContext,
  options: { demoEmail: string; reviewerEmail?: string; size?: number },
): Promise<number> {
  const db = ctx.db;
  const size = options.size ?? 320;
  const [existing] = await db.select({ n: count() }).from(rfqs);
  if ((existing?.n ?? 0) > 0 || size === 0) return 0;
  const buyerRows = await db
    .select({ id: buyers.id, main: buyers.mainCategory, companyName: buyers.companyName, email: users.email })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .orderBy(asc(buyers.id));
  if (buyerRows.length === 0) return 0;
  const now = ctx.clock.now().getTime();
  const random = seededRandom(18_018);
  const pick = <T>(items: readonly T[]): T => pickWith(items, random);
  const weighted = <T>(items: readonly (readonly [T, number])[]): T =>
    items[
      weightedIndex(
        items.map(([, w]) => w),
        random,
      )
    ]?.[0] as T;

  const categoryRows = await db.select().from(categories).orderBy(asc(categories.id));
  const mainById = new Map(categoryRows.filter((c) => c.parentId === null).map((c) => [c.id, c]));
  const rootOf = (id: number) => {
    const row = categoryRows.find((c) => c.id === id);
    return row?.parentId ? (mainById.get(row.parentId) ?? row) : row;
  };
  const subsOf = (main: string) => {
    const root = [...mainById.values()].find((c) => c.code === main);
    return categoryRows.filter((c) => c.parentId === root?.id);
  };
  const products = await db
    .select({
      id: masterProducts.id,
      name: masterProducts.name,
      barcode: masterProducts.barcode,
      categoryId: masterProducts.categoryId,
    })
    .from(masterProducts)
    .orderBy(asc(masterProducts.id));
  const productsOf = new Map<string, Product[]>();
  for (const p of products) {
    const main = rootOf(p.categoryId)?.code ?? '';
    productsOf.set(main, [...(productsOf.get(main) ?? []), p]);
  }
  const buyersOf = new Map<string, Buyer[]>();
  for (const b of buyerRows) buyersOf.set(b.main, [...(buyersOf.get(b.main) ?? []), b]);
  const demoBuyer = buyerRows.find((b) => b.email === DEMO_BUYER_LOGIN.email);

  // The popular products of each main category, with how their demand moves.
  const hot = new Map<string, { product: Product; weight: number; profile: Profile }[]>();
  for (const main of MAIN_CATEGORIES) {
    const pool = productsOf.get(main) ?? [];
    const chosen = new Set<Product>();
    for (let tries = 0; chosen.size < Math.min(HOT_PER_CATEGORY, pool.length) && tries < 100; tries++)
      chosen.add(pick(pool));
    hot.set(
      main,
      [...chosen].map((product, i) => ({
        product,
        weight: HOT_WEIGHTS[i] ?? 0.2,
        profile: HOT_PROFILES[(i + MAIN_CATEGORIES.indexOf(main)) % HOT_PROFILES.length] ?? 'steady',
      })),
    );
  }
  // Days ago, drawn from the profile's density (rejection sampling; every density is at most 1.3).
  const daysAgo = (profile: Profile) => {
    for (;;) {
      const days = random() * SPAN_DAYS;
      if (random() * 1.3 < PROFILES[profile](days)) return days;
    }
  };

  const rows: RfqRow[] = [];
  const mainOf = new Map<RfqRow, string>();
  let demoRfqs = 0;
  for (let n = 0; n < size; n++) {
    const main = weighted(Object.entries(CATEGORY_WEIGHTS));
    const popular = hot.get(main) ?? [];
    const pool = productsOf.get(main) ?? [];
    let product: Product | undefined;
    let profile: Profile = 'market';
    if (random() < 0.6 && pool.length) {
      if (random() < 0.7 && popular.length) {
        const entry = weighted(popular.map((h) => [h, h.weight] as const));
        product = entry.product;
        profile = entry.profile;
      } else product = pick(pool);
    }
    const subs = subsOf(main);
    const category = product ? { id: product.categoryId } : pick(subs);
    const code = categoryRows.find((c) => c.id === category.id)?.code ?? '';
    const candidates = buyersOf.get(main) ?? buyerRows;
    let buyer = candidates[Math.floor(candidates.length * random() ** 1.8)] ?? buyerRows[0];
    if (demoBuyer && main === demoBuyer.main && demoRfqs < 6 && random() < 0.15) {
      buyer = demoBuyer;
      demoRfqs += 1;
    }
    if (!buyer) break;
    const postedAt = new Date(Math.floor((now - daysAgo(profile) * DAY - 90_000) / 1000) * 1000);
    const city = Object.keys(PORT_OF_CITY).find((c) => buyer.companyName.startsWith(c));
    const place: DeliveryPlace =
      city && random() < 0.8 ? (PORT_OF_CITY[city] ?? 'shanghai') : pick(DELIVERY_PLACES);
    const [unit, min, max, step] = pick(QUANTITIES[main] ?? FALLBACK_QUANTITIES);
    const quantity = min + Math.floor((random() ** 2 * (max - min)) / step) * step;
    const productName = product?.name ?? pick(FREE_TEXT_PRODUCTS[code] ?? ['Private label product']);
    const targetPrice = random() < 0.55 ? targetPriceFor(main, unit, product?.id, random) : null;
    const shelfLives = SHELF_LIVES[main];
    const shelfLifeDays = shelfLives && random() < 0.6 ? pick(shelfLives) : null;
    const certs = CERTIFICATIONS[main] ?? [];
    const certifications: CredentialType[] =
      random() < 0.35 ? [...new Set([pick(certs), ...(random() < 0.3 ? [pick(certs)] : [])])] : [];
    const remark = random() < 0.75 ? pick([...(REMARKS[main] ?? []), ...(REMARKS.any ?? [])]) : '';
    const expiresAt = endOfUtcDay(postedAt.getTime() + pick([7, 10, 14, 14, 21, 30, 30, 45]) * DAY);
    const row: RfqRow = {
      buyerId: buyer.id,
      productName,
      masterProductId: product?.id ?? null,
      barcode: product?.barcode ?? '',
      categoryId: category.id,
      mainCategoryId: rootOf(category.id)?.id ?? category.id,
      quantity,
      unit,
      targetPrice: targetPrice?.amount ?? null,
      targetCurrency: targetPrice?.currency ?? null,
      terms: weighted<Incoterm>(TERMS_WEIGHTS),
      place,
      shelfLifeDays,
      certifications,
      remark: remark.replace('{p}', productName),
      expiresAt,
      maxQuotes: pick([10, 10, 10, 10, 10, 5, 5, 3, 15, 20]),
      quoteCount: 0,
      state: 'open',
      postedAt,
      openedAt: postedAt,
      searchText: '',
    };
    rows.push(row);
    mainOf.set(row, main);
  }
  rows.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());

  const reviewerId = options.reviewerEmail
    ? (await db.select({ id: users.id }).from(users).where(eq(users.email, options.reviewerEmail)))[0]?.id
    : undefined;
  moderate(rows, now, reviewerId ?? null, random);
  for (const row of rows) {
    if (row.state === 'review' || row.state === 'rejected') continue;
    const open = row.expiresAt.getTime() > now;
    const end = open ? now : row.expiresAt.getTime();
    if (random() < (open ? 0.04 : 0.1))
      closeRfq(row, 'cancelled', randomBetween(row.postedAt.getTime(), end, random));
    else if (!open) closeRfq(row, 'expired', row.expiresAt.getTime());
  }
  for (const row of rows) {
    row.completeness = rfqCompleteness(row);
    row.searchText = `${row.productName} ${row.barcode ?? ''} ${row.remark ?? ''}`.toLowerCase();
  }
  const featurable = rows.filter((r) => r.state === 'open' && (r.completeness ?? 0) >= 20);
  for (let i = 0; i < Math.min(8, featurable.length); i++) {
    const row = pick(featurable);
    row.featured = true;
  }

  const competitors = (await seedRfqCompetitors(ctx, now)).filter((c) => c.email !== options.demoEmail);
  const quotes = planRfqQuotes(rows, mainOf, competitors, now, random, reviewerId ?? null);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200)
    ids.push(
      ...(
        await db
          .insert(rfqs)
          .values(rows.slice(i, i + 200))
          .returning({ id: rfqs.id })
      ).map((r) => r.id),
    );
  await insertRfqQuotes(ctx, quotes, ids);
  await seedRfqInquiries(ctx, hot, buyersOf, now, random, daysAgo);
  await db.execute(sql`vacuum analyze rfqs`);
  await db.execute(sql`vacuum analyze rfq_quotes`);
  await db.execute(sql`vacuum analyze buyer_products`);
  return rows.length;
}

/** The demo's market, made on first start (or when a data folder from before RFQs starts), timed in the log. */
export async function seedDemoRfqs(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const started = performance.now();
  const made = await seedRfqs(ctx, { demoEmail: DEMO_LOGIN.email, reviewerEmail: DEMO_EDITOR_LOGIN.email });
  if (made) log.info({ rfqs: made, ms: Math.round(performance.now() - started) }, 'RFQ market seeded');
  return made;
}

/**
 * The moderation's trace: the newest few wait for review (flagged), two older ones were rejected,
 * three were flagged but approved (they opened when approved).
 */
function moderate(rows: RfqRow[], now: number, reviewerId: number | null, random: () => number) {
  const age = (r: RfqRow) => (now - r.postedAt.getTime()) / DAY;
  const recent = rows.filter((r) => age(r) < 2 && r.buyerId !== undefined).slice(-4);
  for (const [i, row] of recent.entries()) {
    const flagged = FLAGGED_REMARKS[i % FLAGGED_REMARKS.length];
    if (!flagged) continue;
    row.state = 'review';
    row.flags = [flagged.flag as RfqFlag];
    row.remark = flagged.remark;
    row.openedAt = null;
  }
  const older = rows.filter((r) => age(r) > 3 && age(r) < 25 && r.state === 'open');
  for (const [i, reason] of REJECT_REASONS.entries()) {
    const row = older[Math.floor(older.length * (0.2 + i * 0.4))];
    if (!row) continue;
    row.state = 'rejected';
    row.flags = [i === 0 ? 'link' : 'banned_word'];
    row.remark = FLAGGED_REMARKS[i]?.remark ?? '';
    row.rejectReason = reason;
    row.reviewedBy = reviewerId;
    row.reviewedAt = new Date(row.postedAt.getTime() + (2 + 6 * random()) * HOUR);
    row.openedAt = null;
  }
  for (const i of [0.1, 0.5, 0.9]) {
    const row = older[Math.floor(older.length * i)];
    if (row?.state !== 'open') continue;
    row.flags = ['duplicate'];
    row.reviewedBy = reviewerId;
    row.reviewedAt = new Date(row.postedAt.getTime() + (1 + 10 * random()) * HOUR);
    row.openedAt = row.reviewedAt;
  }
}
