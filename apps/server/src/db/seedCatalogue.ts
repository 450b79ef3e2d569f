import { barcodeSearchKey } from '@sc/contract';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context.js';
import { storeUpload } from '../modules/files/files.service.js';
import type { Database } from './client.js';
import { brands, categories, masterProducts } from './schema/index.js';

/** Brands by main category: believable names, not real trademarks. */
export const BRANDS: Record<string, string[]> = {
  food_beverage: [
    'Harbor Fresh',
    'Golden Wattle',
    'Alpine Meadow',
    'Kiwi Orchard',
    'Sunbay',
    'Cedar Hill',
    'Nordic Pantry',
    'Pampas Gold',
  ],
  beauty_personal_care: [
    'Lumière Botanique',
    'Pure Tasman',
    'Aloe Coast',
    'Velvet Rose',
    'Marula Glow',
    'Nordic Bloom',
  ],
  clothing_shoes_bags: ['Merino Trail', 'Andes Loom', 'Harbour Leather', 'Summit Gear', 'Coastline Knit'],
  house_life: ['Oak & Ash', 'Clean Fjord', 'Paws Premium', 'Linen Valley', 'Copper Kettle'],
  mother_baby: ['Little Koala', 'Milky Clover', 'Tiny Fern', 'Baby Alps', 'Soft Cloud'],
  nutrition_health: [
    'Southern Vital',
    'Ocean Omega',
    'Bee Kingdom',
    'Herbal Isle',
    'Pure Strength',
    'Manuka Valley',
  ],
};

/** Product words by sub-category code: [nouns, variants]. */
const WORDS: Record<string, [string[], string[]]> = {
  fb_snacks: [
    ['Macadamia Cookies', 'Sea Salt Crisps', 'Dark Chocolate Bar', 'Oat Crackers', 'Fruit Jellies'],
    ['Original', 'Honey', 'Berry Mix', 'Chili Lime'],
  ],
  fb_beverages: [
    ['Sparkling Water', 'Orange Juice', 'Coconut Water', 'Cold Brew Tea', 'Kombucha'],
    ['Lemon', 'Ginger', 'Passionfruit', 'Natural'],
  ],
  fb_coffee_tea: [
    ['Arabica Beans', 'Drip Coffee Bags', 'English Breakfast Tea', 'Green Tea', 'Instant Coffee'],
    ['Medium Roast', 'Dark Roast', 'Decaf', 'Organic'],
  ],
  fb_dairy: [
    ['Whole Milk Powder', 'Cheddar Cheese', 'Butter', 'Greek Yogurt', 'UHT Milk'],
    ['Full Cream', 'Skim', 'Grass-fed', 'Organic'],
  ],
  fb_wine_spirits: [
    ['Shiraz', 'Sauvignon Blanc', 'Single Malt Whisky', 'Ice Wine', 'Craft Gin'],
    ['2021', '2022', 'Reserve', 'Barrel Aged'],
  ],
  fb_pantry: [
    ['Olive Oil', 'Manuka Honey Spread', 'Pasta Sauce', 'Rolled Oats', 'Sea Salt'],
    ['Extra Virgin', 'Classic', 'Organic', 'Fine'],
  ],
  bp_skincare: [
    ['Hydrating Serum', 'Night Cream', 'Sheet Mask', 'Sunscreen SPF50', 'Facial Cleanser'],
    ['Vitamin C', 'Hyaluronic', 'Lanolin', 'Sensitive'],
  ],
  bp_haircare: [
    ['Shampoo', 'Conditioner', 'Hair Oil', 'Scalp Serum'],
    ['Argan', 'Repair', 'Volume', 'Tea Tree'],
  ],
  bp_makeup: [
    ['Lipstick', 'Cushion Foundation', 'Mascara', 'Eyeshadow Palette'],
    ['Rose', 'Nude', 'Long-wear', 'Matte'],
  ],
  bp_oral: [
    ['Toothpaste', 'Electric Toothbrush Heads', 'Mouthwash', 'Dental Floss'],
    ['Whitening', 'Sensitive', 'Propolis', 'Mint'],
  ],
  bp_fragrance: [
    ['Eau de Parfum', 'Body Mist', 'Solid Perfume'],
    ['Citrus', 'Woody', 'Floral', 'Musk'],
  ],
  cs_outdoor: [
    ['Merino Base Layer', 'Down Jacket', 'Rain Shell', 'Fleece Hoodie'],
    ['Men', 'Women', 'Kids', 'Unisex'],
  ],
  cs_shoes: [
    ['Sheepskin Boots', 'Trail Runners', 'Leather Loafers', 'Slippers'],
    ['Classic', 'Mini', 'Tall', 'Waterproof'],
  ],
  cs_bags: [
    ['Leather Tote', 'Travel Backpack', 'Carry-on Suitcase', 'Wallet'],
    ['Black', 'Tan', 'Navy', 'Olive'],
  ],
  cs_knitwear: [
    ['Wool Sweater', 'Cashmere Scarf', 'Alpaca Beanie', 'Wool Socks'],
    ['Grey', 'Cream', 'Charcoal', 'Camel'],
  ],
  hl_kitchen: [
    ['Cast Iron Pan', 'Chef Knife', 'Stainless Cookware Set', 'Cutting Board'],
    ['24 cm', '28 cm', 'Pro', 'Classic'],
  ],
  hl_cleaning: [
    ['Laundry Capsules', 'Dishwasher Tablets', 'Eco Surface Spray', 'Microfiber Cloths'],
    ['Lavender', 'Unscented', 'Lemon', 'Eucalyptus'],
  ],
  hl_pets: [
    ['Grain-free Dog Food', 'Cat Treats', 'Freeze-dried Lamb', 'Pet Shampoo'],
    ['Adult', 'Puppy', 'Senior', 'Salmon'],
  ],
  hl_home_textiles: [
    ['Wool Duvet', 'Linen Sheets', 'Bath Towels', 'Down Pillow'],
    ['Queen', 'King', 'Single', 'Set of 2'],
  ],
  mb_formula: [
    ['Infant Formula Stage 1', 'Follow-on Formula Stage 2', 'Toddler Milk Stage 3', 'Goat Milk Formula'],
    ['800 g', '900 g', 'A2 Protein', 'Organic'],
  ],
  mb_baby_food: [
    ['Fruit Puree Pouch', 'Rice Cereal', 'Teething Biscuits', 'Veggie Puffs'],
    ['Apple', 'Banana', 'Pumpkin', 'Mixed Berry'],
  ],
  mb_diapers: [
    ['Baby Diapers', 'Pull-up Pants', 'Water Wipes', 'Swim Nappies'],
    ['Newborn', 'Size 3', 'Size 4', 'Size 5'],
  ],
  mb_baby_care: [
    ['Baby Lotion', 'Nappy Cream', 'Baby Wash', 'Teether'],
    ['Calendula', 'Fragrance-free', 'Oat', 'Chamomile'],
  ],
  nh_vitamins: [
    ['Vitamin D3', 'Multivitamin', 'Zinc + Vitamin C', 'Magnesium'],
    ['60 capsules', '120 tablets', 'Chewable', 'Effervescent'],
  ],
  nh_fish_oil: [
    ['Fish Oil 1000 mg', 'Krill Oil', 'Kids Omega-3', 'Cod Liver Oil'],
    ['Odourless', '200 capsules', 'Lemon', 'High Strength'],
  ],
  nh_protein: [
    ['Whey Protein', 'Plant Protein', 'Collagen Powder', 'Electrolyte Mix'],
    ['Vanilla', 'Chocolate', 'Unflavoured', '1 kg'],
  ],
  nh_herbal: [
    ['Ginseng Extract', 'Echinacea Drops', 'Turmeric Capsules', 'Propolis Spray'],
    ['Strong', 'Kids', '30 ml', '90 capsules'],
  ],
  nh_manuka: [
    ['Manuka Honey UMF 10+', 'Manuka Honey UMF 15+', 'Raw Honey', 'Royal Jelly'],
    ['250 g', '500 g', '1 kg', 'Gift Box'],
  ],
};

/** GS1 prefixes of exporting countries, with the ISO country for "place of origin". */
const ORIGINS: [string, string][] = [
  ['93', 'AU'],
  ['94', 'NZ'],
  ['76', 'CH'],
  ['40', 'DE'],
  ['30', 'FR'],
  ['80', 'IT'],
  ['84', 'ES'],
  ['78', 'CL'],
  ['49', 'JP'],
  ['88', 'KR'],
  ['57', 'DK'],
  ['70', 'NO'],
  ['73', 'SE'],
  ['50', 'GB'],
  ['62', 'CA'],
  ['77', 'AR'],
];

/** EAN-13 check digit for 12 digits. */
export function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/**
 * A small deterministic generator (mulberry32), so every seed is the same. A plain LCG was tried
 * first: its low bits followed the buyer number, so categories came out correlated with online times.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A simple product picture per sub-category: a tinted card with a package silhouette (PNG). */
async function productPicture(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,92%)"/><stop offset="1" stop-color="hsl(${hue},60%,78%)"/></linearGradient></defs>
  <rect width="640" height="640" fill="url(#g)"/>
  <rect x="200" y="150" width="240" height="340" rx="28" fill="hsl(${hue},55%,45%)"/>
  <rect x="230" y="230" width="180" height="120" rx="12" fill="hsl(${hue},40%,96%)"/>
  <circle cx="320" cy="420" r="26" fill="hsl(${(hue + 40) % 360},60%,60%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Brands and a believable master catalogue of `size` products over every sub-category, with
 * locally generated pictures. Does nothing when the catalogue already has products.
 */
export async function seedCatalogue(ctx: AppContext, size: number): Promise<number> {
  const db: Database = ctx.db;
  const [existing] = await db.select({ n: count() }).from(masterProducts);
  if ((existing?.n ?? 0) > 0 || size === 0) return 0;

  const allCategories = await db.select().from(categories);
  const subcategories = allCategories.filter((c) => c.parentId !== null && WORDS[c.code]);
  await db
    .insert(brands)
    .values(Object.values(BRANDS).flatMap((names) => names.map((name) => ({ name }))))
    .onConflictDoNothing();
  const brandIdByName = new Map((await db.select().from(brands)).map((b) => [b.name, b.id]));
  const imageBySub = new Map<number, string>();
  for (const [i, sub] of subcategories.entries()) {
    const file = await storeUpload(
      ctx,
      { supplierId: null },
      {
        purpose: 'productImage',
        fileName: `${sub.code}.png`,
        bytes: await productPicture((i * 37) % 360),
      },
    );
    imageBySub.set(sub.id, file.id);
  }

  const random = seededRandom(20_261_122);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const rows: (typeof masterProducts.$inferInsert)[] = [];
  for (let n = 0; n < size; n++) {
    const sub = subcategories[n % subcategories.length];
    if (!sub) break;
    const main = allCategories.find((c) => c.id === sub.parentId);
    const [nouns, variants] = WORDS[sub.code] ?? [['Product'], ['Standard']];
    const brandName = pick(BRANDS[main?.code ?? ''] ?? []);
    const brandId = brandIdByName.get(brandName);
    if (brandId === undefined) continue;
    const [prefix, origin] = pick(ORIGINS);
    const barcode = ean13(
      `${prefix}${String(n).padStart(7, '0')}${Math.floor(random() * 900 + 100)}`.slice(0, 12),
    );
    const variant = pick(variants);
    const name = `${pick(nouns)} ${variant}`;
    rows.push({
      barcode,
      barcodeKey: barcodeSearchKey(barcode),
      mid: `MID-${String(100_000 + n)}`,
      name,
      brandId,
      categoryId: sub.id,
      origin,
      specs: [variant, `${Math.floor(random() * 20 + 1) * 6} per case`],
      imageIds: [imageBySub.get(sub.id) ?? ''].filter(Boolean),
      searchText: `${name} ${brandName}`.toLowerCase(),
    });
    if (rows.length === 1000) await db.insert(masterProducts).values(rows.splice(0));
  }
  if (rows.length) await db.insert(masterProducts).values(rows);
  // Fresh statistics, or the planner walks the whole primary key looking for a rare barcode.
  await db.execute(sql`analyze master_products`);
  await db.execute(sql`analyze brands`);
  return size;
}
