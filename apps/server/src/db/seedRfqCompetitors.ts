import { randomBytes } from 'node:crypto';
import type {
  BusinessType,
  ExportRange,
  Incoterm,
  MainCategory,
  MarketRegion,
  SampleOffer,
  StaffRange,
} from '@sc/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { hashPassword } from '../platform/passwords.js';
import { newPublicCode } from '../platform/secrets.js';
import { categories, roles, suppliers, userRoles, users } from './schema/index.js';

const DAY = 86_400_000;

/** An exporter of the seeded RFQ market: who it is and how it quotes. */
export interface CompetitorSpec {
  company: string;
  country: string;
  email: string;
  person: { name: string; title: 'mr' | 'ms'; jobTitle: string };
  businessType: BusinessType;
  yearFounded: number;
  staffRange: StaffRange;
  exportRange: ExportRange;
  mainMarkets: MarketRegion[];
  timeZone: string;
  /** The main categories it quotes in (a trading house quotes in all of them). */
  mains: MainCategory[];
  goods: string[];
  introduction: string;
  /** The currency it prices in when the buyer named none. */
  currency: 'USD' | 'EUR' | 'JPY';
  /** Its prices against the market (1: the buyer's target). */
  priceLevel: number;
  /** How keen it is to quote (a weight when RFQs pick their quoting companies). */
  activity: number;
  /** The share of the RFQs in its categories it looks at (1 unless it trades in everything). */
  coverage?: number;
  /** The terms it offers when not the buyer's. */
  ownTerms: Incoterm;
  leadWeeks: [number, number];
  /** The share of the asked quantity it sets as minimum order, or null when it names none. */
  moqShare: number | null;
  samples: SampleOffer;
  validityDays: number;
  /** What it writes with a quote ({p}: the product asked for). */
  messages: string[];
}

/** A dozen exporters from the countries that sell into China's cross-border retail. */
export const COMPETITORS: CompetitorSpec[] = [
  {
    company: 'Andes Orchards SpA',
    country: 'CL',
    email: 'export@andesorchards.test',
    person: { name: 'Camila Fuentes', title: 'ms', jobTitle: 'export_manager' },
    businessType: 'manufacturer',
    yearFounded: 1987,
    staffRange: '201_500',
    exportRange: '10m_50m',
    mainMarkets: ['greater_china', 'east_asia', 'north_america'],
    timeZone: 'America/Santiago',
    mains: ['food_beverage'],
    goods: ['Dried fruit', 'Prunes', 'Walnuts', 'Fruit juice concentrate'],
    introduction:
      'Grower and packer from the Central Valley of Chile: dried fruit, walnuts and juices, BRCGS certified, shipping to Asia every week.',
    currency: 'USD',
    priceLevel: 0.94,
    activity: 1.2,
    ownTerms: 'CIF',
    leadWeeks: [3, 6],
    moqShare: 0.25,
    samples: 'free',
    validityDays: 30,
    messages: [
      'We pack {p} in our own plant in Curicó; new season crop, full traceability.',
      'Price CIF your port, 40 ft reefer. Chinese back labels can be applied at origin.',
      'Samples of {p} can be couriered this week.',
      '',
    ],
  },
  {
    company: 'Sierra Alta Alimentación SL',
    country: 'ES',
    email: 'comercial@sierraalta.test',
    person: { name: 'Javier Ortega', title: 'mr', jobTitle: 'sales_director' },
    businessType: 'manufacturer',
    yearFounded: 1964,
    staffRange: '51_200',
    exportRange: '5m_10m',
    mainMarkets: ['western_europe', 'greater_china', 'middle_east'],
    timeZone: 'Europe/Madrid',
    mains: ['food_beverage'],
    goods: ['Extra virgin olive oil', 'Olives', 'Iberian ham', 'Wine'],
    introduction:
      'Family mill in Jaén making extra virgin olive oil since 1964, with olives, cured ham and Rioja wines from partner producers.',
    currency: 'EUR',
    priceLevel: 1.06,
    activity: 0.9,
    ownTerms: 'FOB',
    leadWeeks: [4, 8],
    moqShare: 0.5,
    samples: 'paid',
    validityDays: 45,
    messages: [
      'Our {p} is made from our own olives, first cold pressing. FOB Valencia.',
      'We already ship to Shanghai and Ningbo importers; CIQ documents provided.',
      'Price for mixed pallets; a full container lowers it by about 4 %.',
    ],
  },
  {
    company: 'Oleificio Colle Verde Srl',
    country: 'IT',
    email: 'export@colleverde.test',
    person: { name: 'Giulia Romano', title: 'ms', jobTitle: 'export_manager' },
    businessType: 'manufacturer',
    yearFounded: 1972,
    staffRange: '51_200',
    exportRange: '10m_50m',
    mainMarkets: ['western_europe', 'north_america', 'greater_china', 'east_asia'],
    timeZone: 'Europe/Rome',
    mains: ['food_beverage'],
    goods: ['Olive oil', 'Pasta', 'Tomato sauce', 'Balsamic vinegar'],
    introduction:
      'Apulian producer of olive oil, bronze-drawn pasta and sauces, IFS and BRCGS certified, exporting to 30 countries.',
    currency: 'EUR',
    priceLevel: 1.1,
    activity: 0.8,
    ownTerms: 'EXW',
    leadWeeks: [3, 5],
    moqShare: null,
    samples: 'free',
    validityDays: 60,
    messages: [
      'Made in Italy, {p} with Chinese labels from the second order.',
      'We can offer our own brand or private label; price per your unit.',
      'Grazie for the request, our catalogue follows in chat.',
      '',
    ],
  },
  {
    company: 'Kiwi Pure Nutrition Ltd',
    country: 'NZ',
    email: 'trade@kiwipure.test',
    person: { name: 'Hamish McLeod', title: 'mr', jobTitle: 'general_manager' },
    businessType: 'manufacturer',
    yearFounded: 2006,
    staffRange: '51_200',
    exportRange: '10m_50m',
    mainMarkets: ['greater_china', 'southeast_asia', 'oceania'],
    timeZone: 'Pacific/Auckland',
    mains: ['nutrition_health', 'mother_baby', 'food_beverage'],
    goods: ['Manuka honey', 'Colostrum', 'Goat milk formula', 'Lamb placenta'],
    introduction:
      'Manuka honey, goat milk formula and colostrum from New Zealand farms, made in our MPI-registered plant in Hamilton.',
    currency: 'USD',
    priceLevel: 1.12,
    activity: 1.1,
    ownTerms: 'FOB',
    leadWeeks: [2, 4],
    moqShare: 0.25,
    samples: 'free',
    validityDays: 30,
    messages: [
      'All {p} is NZ made with MPI export certificates and CFDA-registered labels.',
      'Stock available in Auckland, can ship within two weeks of order.',
      'Happy to send samples to your office in China.',
    ],
  },
  {
    company: 'Southern Cross Health Pty Ltd',
    country: 'AU',
    email: 'sales@southerncrosshealth.test',
    person: { name: 'Emma Clarke', title: 'ms', jobTitle: 'sales_manager' },
    businessType: 'manufacturer',
    yearFounded: 1999,
    staffRange: '201_500',
    exportRange: '50m_100m',
    mainMarkets: ['greater_china', 'southeast_asia', 'oceania'],
    timeZone: 'Australia/Sydney',
    mains: ['nutrition_health', 'beauty_personal_care', 'mother_baby'],
    goods: ['Fish oil', 'Vitamins', 'Infant formula', 'Lanolin cream'],
    introduction:
      'TGA-licensed maker of vitamins, fish oil and infant nutrition in Sydney; daigou and cross-border retail partner since 2012.',
    currency: 'USD',
    priceLevel: 1.0,
    activity: 1.3,
    ownTerms: 'CIF',
    leadWeeks: [2, 5],
    moqShare: 0.5,
    samples: 'none',
    validityDays: 30,
    messages: [
      'TGA listed, {p} can be packed for cross-border e-commerce with Chinese stickers.',
      'We supply Tmall Global stores already; references on request.',
      'Price valid for the quantity requested, bigger volume gets a better price.',
      '',
    ],
  },
  {
    company: 'Hinode Daily Goods Co., Ltd.',
    country: 'JP',
    email: 'export@hinode-goods.test',
    person: { name: 'Yuki Tanaka', title: 'ms', jobTitle: 'export_manager' },
    businessType: 'trading',
    yearFounded: 1981,
    staffRange: '51_200',
    exportRange: '10m_50m',
    mainMarkets: ['greater_china', 'east_asia', 'southeast_asia'],
    timeZone: 'Asia/Tokyo',
    mains: ['beauty_personal_care', 'mother_baby', 'house_life'],
    goods: ['Skin care', 'Diapers', 'Kitchen goods', 'Bath products'],
    introduction:
      'Osaka wholesaler of Japanese skin care, baby and household brands, with a bonded warehouse for cross-border orders.',
    currency: 'JPY',
    priceLevel: 1.04,
    activity: 1.2,
    ownTerms: 'FOB',
    leadWeeks: [1, 3],
    moqShare: null,
    samples: 'paid',
    validityDays: 14,
    messages: [
      '日本製の{p}、正規ルートでの供給が可能です。',
      'Genuine Japanese {p} from the maker, invoice from the distributor available.',
      'Ships from our Osaka warehouse within a week.',
    ],
  },
  {
    company: 'Siam Harvest Foods Co., Ltd.',
    country: 'TH',
    email: 'sales@siamharvest.test',
    person: { name: 'Niran Chaiyaporn', title: 'mr', jobTitle: 'sales_manager' },
    businessType: 'manufacturer',
    yearFounded: 2003,
    staffRange: '501_1000',
    exportRange: '10m_50m',
    mainMarkets: ['greater_china', 'southeast_asia', 'middle_east'],
    timeZone: 'Asia/Bangkok',
    mains: ['food_beverage'],
    goods: ['Coconut water', 'Dried mango', 'Rice snacks', 'Jasmine rice'],
    introduction:
      'Coconut water, dried fruit and rice snacks from our factory in Ratchaburi, halal and HACCP certified.',
    currency: 'USD',
    priceLevel: 0.88,
    activity: 1.4,
    ownTerms: 'FOB',
    leadWeeks: [2, 4],
    moqShare: 1,
    samples: 'free',
    validityDays: 30,
    messages: [
      'Factory price for {p}, FOB Laem Chabang. Halal certified.',
      'We make OEM for several Chinese brands; your label possible from 1 × 20 ft.',
      'Can ship in 2 weeks after deposit.',
      '',
    ],
  },
  {
    company: 'Great Lakes Naturals Inc.',
    country: 'US',
    email: 'intl@greatlakesnaturals.test',
    person: { name: 'Michael Brooks', title: 'mr', jobTitle: 'sales_director' },
    businessType: 'manufacturer',
    yearFounded: 1994,
    staffRange: '201_500',
    exportRange: '10m_50m',
    mainMarkets: ['north_america', 'greater_china', 'east_asia'],
    timeZone: 'America/Chicago',
    mains: ['nutrition_health', 'food_beverage'],
    goods: ['Protein powder', 'Vitamins', 'Nut butters', 'Cranberry products'],
    introduction:
      'Wisconsin maker of supplements, protein powders and cranberry products; FDA-registered, NSF certified facility.',
    currency: 'USD',
    priceLevel: 1.08,
    activity: 1,
    ownTerms: 'EXW',
    leadWeeks: [4, 7],
    moqShare: 0.5,
    samples: 'paid',
    validityDays: 60,
    messages: [
      'Our {p} is made in our NSF-certified plant; COA with every lot.',
      'We can quote CIF Shanghai as well, please tell us the volume per year.',
      '',
    ],
  },
  {
    company: 'Maison Lavande SAS',
    country: 'FR',
    email: 'export@maisonlavande.test',
    person: { name: 'Claire Dubois', title: 'ms', jobTitle: 'export_manager' },
    businessType: 'manufacturer',
    yearFounded: 1958,
    staffRange: '51_200',
    exportRange: '5m_10m',
    mainMarkets: ['western_europe', 'greater_china', 'east_asia', 'middle_east'],
    timeZone: 'Europe/Paris',
    mains: ['beauty_personal_care', 'house_life'],
    goods: ['Soap', 'Body care', 'Fragrance', 'Scented candles'],
    introduction:
      'Provençal maker of soaps, body care and home fragrance since 1958, with COSMOS organic ranges.',
    currency: 'EUR',
    priceLevel: 1.15,
    activity: 0.9,
    ownTerms: 'EXW',
    leadWeeks: [3, 6],
    moqShare: 0.25,
    samples: 'free',
    validityDays: 45,
    messages: [
      'Made in Provence, {p} registered for import in China (NMPA filing done).',
      'Gift boxes for the festival season possible on request.',
      'Merci for your request, the price includes French and Chinese labelling.',
    ],
  },
  {
    company: 'Têxteis do Minho Lda',
    country: 'PT',
    email: 'sales@texteisminho.test',
    person: { name: 'Rui Carvalho', title: 'mr', jobTitle: 'owner' },
    businessType: 'manufacturer',
    yearFounded: 1976,
    staffRange: '201_500',
    exportRange: '10m_50m',
    mainMarkets: ['western_europe', 'north_america', 'greater_china'],
    timeZone: 'Europe/Lisbon',
    mains: ['clothing_shoes_bags', 'house_life'],
    goods: ['Towels', 'Bed linen', 'Cotton knitwear', 'Baby textiles'],
    introduction:
      'Vertical textile mill in Guimarães: towels, bed linen and cotton knitwear, OEKO-TEX certified.',
    currency: 'EUR',
    priceLevel: 0.97,
    activity: 1,
    ownTerms: 'FOB',
    leadWeeks: [5, 9],
    moqShare: 0.5,
    samples: 'paid',
    validityDays: 30,
    messages: [
      'We weave and finish {p} in our own mill in Portugal, OEKO-TEX Standard 100.',
      'Colours to your Pantone from 500 pieces per colour.',
      '',
    ],
  },
  {
    company: 'Pelletteria Arno Srl',
    country: 'IT',
    email: 'export@pelletteria-arno.test',
    person: { name: 'Marco Bellini', title: 'mr', jobTitle: 'general_manager' },
    businessType: 'manufacturer',
    yearFounded: 1989,
    staffRange: '11_50',
    exportRange: '1m_5m',
    mainMarkets: ['western_europe', 'east_asia', 'greater_china'],
    timeZone: 'Europe/Rome',
    mains: ['clothing_shoes_bags'],
    goods: ['Leather bags', 'Wallets', 'Belts', 'Leather shoes'],
    introduction:
      'Florentine leather workshop making bags, small leather goods and shoes for private labels.',
    currency: 'EUR',
    priceLevel: 1.12,
    activity: 0.8,
    ownTerms: 'EXW',
    leadWeeks: [6, 10],
    moqShare: 0.25,
    samples: 'paid',
    validityDays: 60,
    messages: [
      'Hand made in Florence, genuine Italian leather for {p}.',
      'Your logo can be embossed; samples in four weeks.',
    ],
  },
  {
    company: 'Pacific Bridge Trading Pte Ltd',
    country: 'SG',
    email: 'rfq@pacificbridge.test',
    person: { name: 'Daniel Tan', title: 'mr', jobTitle: 'sales_manager' },
    businessType: 'trading',
    yearFounded: 2011,
    staffRange: '11_50',
    exportRange: '5m_10m',
    mainMarkets: ['greater_china', 'southeast_asia', 'south_asia'],
    timeZone: 'Asia/Singapore',
    mains: [
      'food_beverage',
      'nutrition_health',
      'beauty_personal_care',
      'mother_baby',
      'house_life',
      'clothing_shoes_bags',
    ],
    goods: ['Imported groceries', 'Health products', 'Personal care', 'Consolidated shipments'],
    introduction:
      'Singapore trading house sourcing branded goods from Europe, Australia and Japan, with consolidated shipments to China.',
    currency: 'USD',
    priceLevel: 1.03,
    // It may quote on anything, so it sees only some RFQs and is the least keen.
    activity: 0.5,
    coverage: 0.4,
    ownTerms: 'CIF',
    leadWeeks: [2, 5],
    moqShare: null,
    samples: 'none',
    validityDays: 14,
    messages: [
      'We can source {p} from the brand owner and consolidate with your other orders.',
      'Price subject to stock; we confirm within 24 hours of your order.',
      '',
    ],
  },
];

/** A seeded exporter's company and the user it quotes as. */
export type Competitor = CompetitorSpec & { supplierId: number; userId: number };

/**
 * The exporters that quote on the seeded market, made once (found by their emails afterwards):
 * company profiles saved but showrooms left as drafts (they have no pictures), email confirmed, and
 * each user's password a random one nobody knows (they are never signed into).
 */
export async function seedRfqCompetitors(ctx: AppContext, now: number): Promise<Competitor[]> {
  const db = ctx.db;
  const emails = COMPETITORS.map((c) => c.email);
  const existing = await db
    .select({ email: users.email, userId: users.id, supplierId: users.supplierId })
    .from(users)
    .where(inArray(users.email, emails));
  const missing = COMPETITORS.filter((c) => !existing.some((e) => e.email === c.email));
  if (missing.length > 0) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'owner'));
    if (!role) throw new Error('role owner is not seeded');
    const mainIds = new Map(
      (await db.select({ id: categories.id, code: categories.code }).from(categories)).map((c) => [
        c.code,
        c.id,
      ]),
    );
    // Argon2 in parallel (the library's worker threads): a dozen hashes cost about one.
    const hashes = await Promise.all(missing.map(() => hashPassword(randomBytes(24).toString('base64url'))));
    const joined = missing.map((_, i) => new Date(now - (400 + 37 * i) * DAY));
    const made = await db
      .insert(suppliers)
      .values(
        missing.map((c, i) => ({
          name: c.company,
          country: c.country,
          mainCategories: c.mains,
          createdAt: joined[i],
          businessType: c.businessType,
          yearFounded: c.yearFounded,
          staffRange: c.staffRange,
          exportRange: c.exportRange,
          mainMarkets: c.mainMarkets,
          introductionEn: c.introduction,
          categoryIds: c.mains.flatMap((m) => (mainIds.has(m) ? [mainIds.get(m) as number] : [])),
          businessGoods: c.goods,
          profileSavedAt: joined[i],
          profileUpdatedAt: joined[i],
          timeZone: c.timeZone,
        })),
      )
      .returning({ id: suppliers.id });
    const userRows = await db
      .insert(users)
      .values(
        missing.map((c, i) => ({
          kind: 'supplier' as const,
          supplierId: made[i]?.id ?? null,
          adminCode: newPublicCode(),
          email: c.email,
          realName: c.person.name,
          jobTitle: c.person.jobTitle,
          title: c.person.title,
          country: c.country,
          passwordHash: hashes[i] ?? '',
          createdAt: joined[i],
          emailVerifiedAt: joined[i],
          lastLoginAt: new Date(now - (2 + 5 * i) * 3_600_000),
        })),
      )
      .returning({ id: users.id, email: users.email, supplierId: users.supplierId });
    await db.insert(userRoles).values(userRows.map((u) => ({ userId: u.id, roleId: role.id })));
    existing.push(...userRows.map((u) => ({ email: u.email, userId: u.id, supplierId: u.supplierId })));
  }
  return COMPETITORS.flatMap((spec) => {
    const row = existing.find((e) => e.email === spec.email);
    return row?.supplierId ? [{ ...spec, supplierId: row.supplierId, userId: row.userId }] : [];
  });
}
