import type { CredentialType, DeliveryPlace, Incoterm, PricingUnit } from '@sc/contract';

/**
 * What buyers write in RFQs of the demo market, by sub-category code: products asked for in free
 * text (not picked from the catalogue), as importers really type them — English, Chinese or both.
 */
export const FREE_TEXT_PRODUCTS: Record<string, string[]> = {
  fb_snacks: ['Private label potato chips 150g', '黑巧克力 70% 100g', 'Mixed nuts snack pack 30g x 20'],
  fb_beverages: ['NFC orange juice 1L', '椰子水 330ml 利乐包', 'Sparkling water 500ml glass bottle'],
  fb_coffee_tea: ['Arabica green beans Grade 1', '挂耳咖啡 OEM', 'Organic matcha powder 100g'],
  fb_dairy: ['UHT full cream milk 1L x 12', '全脂奶粉 25kg 袋装', 'Mozzarella block 2.3kg'],
  fb_wine_spirits: [
    'Cabernet Sauvignon 750ml (Bordeaux AOC)',
    '单一麦芽威士忌 12年 700ml',
    'Prosecco DOC 750ml',
  ],
  fb_pantry: ['Extra virgin olive oil 5L tin', '有机燕麦片 1kg', 'Balsamic vinegar of Modena 500ml'],
  bp_skincare: ['Sunscreen SPF50+ PA++++ 50ml', '玻尿酸精华 30ml', 'Lanolin cream 100g'],
  bp_haircare: ['Anti-dandruff shampoo 400ml', '护发精油 100ml 贴牌', 'Salon conditioner 1L'],
  bp_makeup: ['Matte lipstick set (6 shades)', '气垫粉底 SPF30', 'Waterproof mascara'],
  bp_oral: ['Whitening toothpaste 120g', '儿童牙刷 软毛', 'Alcohol-free mouthwash 500ml'],
  bp_fragrance: ['Eau de parfum 50ml unisex', '香薰蜡烛 200g', 'Travel perfume 10ml'],
  cs_outdoor: ['Merino thermal top 200gsm', '800蓬 鹅绒羽绒服', 'Waterproof hiking jacket men'],
  cs_shoes: ['Sheepskin boots (AU sizes 5-12)', '真皮乐福鞋 男款', 'Kids trail running shoes'],
  cs_bags: ['Genuine leather tote bag', '20寸 登机箱 PC材质', 'Laptop backpack 15.6"'],
  cs_knitwear: ['Merino wool crew neck sweater', '羊绒围巾 100% cashmere', 'Alpaca wool socks'],
  hl_kitchen: ['Cast iron skillet 26cm', '不锈钢锅具 5件套', 'Bamboo cutting board set'],
  hl_cleaning: ['Laundry pods 30 count', '洗碗机洗涤块 60粒', 'Eco dish soap 500ml refill'],
  hl_pets: ['Grain-free dry cat food 1.5kg', '冻干狗零食 100g', 'Salmon oil for dogs 250ml'],
  hl_home_textiles: ['Wool duvet queen 350gsm', '纯棉毛巾 浴巾', 'Linen bedding set king'],
  mb_formula: ['Goat milk infant formula stage 1 800g', '婴儿奶粉 2段 900g', 'A2 toddler milk 900g'],
  mb_baby_food: ['Organic baby puree pouch 120g', '米粉 婴儿辅食 250g', 'Teething rusks 100g'],
  mb_diapers: ['Baby diapers size M (6-11kg)', '拉拉裤 L码', 'Water wipes 60 sheets x 12'],
  mb_baby_care: ['Baby sunscreen SPF50 100ml', '婴儿润肤乳 200ml', 'Nappy rash cream 100g'],
  nh_vitamins: ['Vitamin D3 1000IU softgels', '复合维生素 60粒', 'Magnesium glycinate 120 caps'],
  nh_fish_oil: ['Fish oil 1000mg 400 caps', '深海鱼油 软胶囊', 'Krill oil 500mg 60 caps'],
  nh_protein: ['Whey protein isolate 2kg', '胶原蛋白肽粉 300g', 'Vegan protein 1kg chocolate'],
  nh_herbal: ['Korean red ginseng extract 240g', '姜黄素胶囊 90粒', 'Elderberry syrup 200ml'],
  nh_manuka: ['Manuka honey MGO 263+ 500g', '麦卢卡蜂蜜 UMF10+ 250g', 'Bee pollen 250g'],
};

/** Remarks buyers leave, by main category, then some that fit any; `{p}` is the product name. */
export const REMARKS: Record<string, string[]> = {
  food_beverage: [
    'Need Chinese back label and CIQ documents. Remaining shelf life at arrival at least 2/3.',
    '需要中文背标，到港剩余保质期不少于 2/3。请报含运费价格。',
    'For supermarket chain in East China, first order one 20ft container, then monthly.',
    'Please quote with health certificate and certificate of origin. 需要卫生证书。',
    '我们是跨境电商，先试单 2 个托盘，价格合适后长期合作。',
    'Looking for private label {p}, our own design, MOQ negotiable.',
    'Reefer container required. Please state lead time and storage conditions.',
  ],
  beauty_personal_care: [
    'Must have CFDA/NMPA filing or be able to support it. 需要配合备案。',
    '跨境电商渠道，需要品牌授权书。',
    'Please send ingredient list (INCI) and MSDS together with the quote.',
    'For our duty-free shops in Hainan. Original packaging only, no parallel goods.',
    '要求原装进口，提供报关单和品牌授权。',
    'Retail-ready display boxes preferred, 12 pcs per box.',
  ],
  clothing_shoes_bags: [
    'Size ratio S:M:L:XL = 1:2:2:1. Please send size chart. 请提供尺码表。',
    'Need samples first (2 pcs per colour). Our QC team will inspect before shipment.',
    '秋冬款，9 月前到货。可接受混色混码。',
    'Looking for a long-term supplier for our 30 stores in Sichuan.',
    'Wool content must be ≥ 80 %, please attach the test report.',
  ],
  house_life: [
    'Please quote with carton size and weight, we consolidate in Ningbo.',
    '家居连锁店采购，要求外箱有中文标签。',
    'Need LFGB or FDA food-contact test report. 需要食品接触检测报告。',
    'Pet food must be eligible for import to China (registered plant). 需在注册工厂名单内。',
    'Mixed SKUs in one container are fine. 可以拼柜。',
  ],
  mother_baby: [
    'Formula must be SAMR registered for China. 需要国内配方注册。',
    '母婴店渠道，需要每批次检测报告。',
    'Remaining shelf life at least 18 months on arrival.',
    'We distribute to 200+ mother & baby stores in Guangdong, looking for exclusive agency.',
    '请报 CIF 上海价格，首单 1 个 40 尺柜。',
  ],
  nutrition_health: [
    'Blue hat (蓝帽子) registration preferred, or cross-border e-commerce channel only.',
    '跨境电商保税仓发货，需要品牌方授权。',
    'Please provide COA and GMP certificate with the quote.',
    'For Tmall Global flagship store, need stable monthly supply of about 5,000 units.',
    'Is OEM possible? 可以做 OEM 吗？我们有自己的品牌。',
    'Manuka honey must be UMF or MGO certified, batch test report required.',
  ],
  any: [
    'Please send your best price. 请报最优价格。',
    'Urgent, please quote within 3 days. 急需！',
    'Long-term cooperation possible if the price is competitive.',
    '请提供产品图片和规格书，谢谢。',
    'Payment: 30% deposit, 70% against B/L copy.',
    'Samples needed before order, we pay the courier.',
    '',
    '',
  ],
};

/** Remarks that hold an RFQ for the platform's review, with the rule that flags each. */
export const FLAGGED_REMARKS: {
  flag: 'link' | 'banned_word' | 'duplicate' | 'empty_text';
  remark: string;
}[] = [
  { flag: 'link', remark: 'Details on our site www.jiahe-trading.cn, add WeChat jiahe888 for fast reply' },
  { flag: 'banned_word', remark: 'Need replica branded goods, cheapest price, same as original' },
  { flag: 'duplicate', remark: 'Please send your best price. 请报最优价格。' },
  { flag: 'empty_text', remark: '' },
];

/** What the platform answered when it rejected an RFQ. */
export const REJECT_REASONS = [
  'Contact details and links are not allowed in an RFQ; buyers and suppliers talk in the chat.',
  'Counterfeit or replica goods may not be requested on Supplier Cloud.',
];

/** The usual units and quantity range asked for, by main category: [unit, min, max, step]. */
export const QUANTITIES: Record<string, [PricingUnit, number, number, number][]> = {
  food_beverage: [
    ['case', 100, 3000, 50],
    ['pallet', 2, 40, 1],
    ['unit', 5000, 120_000, 1000],
  ],
  beauty_personal_care: [
    ['unit', 1000, 50_000, 500],
    ['case', 50, 800, 10],
  ],
  clothing_shoes_bags: [
    ['unit', 200, 8000, 100],
    ['pack', 100, 2000, 50],
  ],
  house_life: [
    ['unit', 500, 20_000, 100],
    ['case', 50, 1500, 10],
    ['pallet', 1, 20, 1],
  ],
  mother_baby: [
    ['case', 100, 2000, 50],
    ['unit', 2000, 60_000, 1000],
    ['pallet', 2, 30, 1],
  ],
  nutrition_health: [
    ['unit', 1000, 40_000, 500],
    ['case', 50, 1200, 10],
  ],
};

/** A believable price for one unit in USD, by main category: [low, high]. */
export const UNIT_PRICES_USD: Record<string, [number, number]> = {
  food_beverage: [0.8, 9],
  beauty_personal_care: [2.5, 28],
  clothing_shoes_bags: [9, 120],
  house_life: [1.5, 45],
  mother_baby: [2, 26],
  nutrition_health: [4, 38],
};

/** Units in one of each pricing unit (a pack of 6, a case of 24, a pallet of 60 cases). */
export const UNITS_IN: Record<PricingUnit, number> = { unit: 1, pack: 6, case: 24, pallet: 1440 };

/** Target price currencies, with the rate from USD and how many decimals they are written with. */
export const TARGET_CURRENCIES: [string, number, number, number][] = [
  // [code, weight, rate from USD, decimals]
  ['USD', 55, 1, 2],
  ['CNY', 20, 7.2, 2],
  ['EUR', 15, 0.92, 2],
  ['JPY', 10, 150, 0],
];

export const TERMS_WEIGHTS: [Incoterm, number][] = [
  ['FOB', 30],
  ['CIF', 30],
  ['CFR', 10],
  ['EXW', 8],
  ['DAP', 10],
  ['DDP', 6],
  ['FCA', 6],
];

/** The port a buyer's city ships through (the RFQ's place of delivery). */
export const PORT_OF_CITY: Record<string, DeliveryPlace> = {
  Shanghai: 'shanghai',
  Beijing: 'tianjin',
  Shenzhen: 'shenzhen',
  Guangzhou: 'guangzhou',
  Hangzhou: 'ningbo',
  Ningbo: 'ningbo',
  Chengdu: 'chongqing',
  Wuhan: 'shanghai',
  Xiamen: 'xiamen',
  Qingdao: 'qingdao',
  Tianjin: 'tianjin',
  Nanjing: 'shanghai',
  Suzhou: 'shanghai',
  Chongqing: 'chongqing',
  'Hong Kong': 'hong_kong',
};

/** Certifications buyers ask for, by main category. */
export const CERTIFICATIONS: Record<string, CredentialType[]> = {
  food_beverage: ['haccp', 'iso9001', 'halal', 'organic_eu', 'organic_usda', 'kosher'],
  beauty_personal_care: ['iso9001', 'fda', 'organic_eu'],
  clothing_shoes_bags: ['iso9001', 'other'],
  house_life: ['iso9001', 'fda', 'other'],
  mother_baby: ['haccp', 'organic_eu', 'organic_jas', 'iso9001'],
  nutrition_health: ['fda', 'haccp', 'organic_usda', 'halal', 'iso9001'],
};

/** Shelf life buyers want left, in days, for perishable categories. */
export const SHELF_LIVES: Record<string, number[]> = {
  food_beverage: [180, 270, 365, 540],
  beauty_personal_care: [540, 730, 1095],
  mother_baby: [365, 540],
  nutrition_health: [540, 730],
};

/** What suppliers write with a quick quote. */
export const QUOTE_MESSAGES = [
  'Thank you for your RFQ. Price includes export carton and labels in Chinese.',
  'We are the manufacturer, can supply monthly. Samples available.',
  '您好，我们是原厂，可以提供中文标签和全套清关文件。',
  'Lead time 3–4 weeks after deposit. Price valid for the quantity requested.',
  'We have stock in our bonded warehouse in Ningbo, fast delivery possible.',
  '',
];

/** What a supplier writes with a revised quote. */
export const REVISION_MESSAGES = [
  'Revised: a better price for the full quantity, as discussed.',
  'Updated offer: shorter lead time, stock confirmed.',
  'New price after checking with our factory; valid for this order.',
];

/** Notes buyers add when they decline a quote, by reason. */
export const DECLINE_NOTES: Record<string, string[]> = {
  price_too_high: ['About 15 % above what we pay today.', 'Our retail price does not allow this cost.'],
  moq_too_high: ['We start with a trial order, the MOQ is too high for us.'],
  lead_time_too_long: ['We need the goods before the shopping festival.'],
  terms_unsuitable: ['We only buy CIF with our forwarder.'],
  product_mismatch: ['We need the 250 g size, not 500 g.', 'Not the grade we asked for.'],
  other: ['Thank you, we keep your offer on file for next season.'],
};

/** Off-topic quotes the platform rejected: what the supplier wrote and the reason it was given. */
export const OFF_TOPIC_QUOTES: { message: string; reason: string }[] = [
  {
    message: 'We offer a full range of frozen seafood, see our catalogue attached in chat.',
    reason: 'The quote offers other products than the one requested; quote only what the buyer asks for.',
  },
  {
    message: 'Add our WhatsApp for the price list of all our products.',
    reason: 'Contact details are not allowed in a quote; the buyer answers you in the chat.',
  },
  {
    message: 'General price list, please check which products you like.',
    reason: 'A general price list is not a quote for this RFQ.',
  },
];

/** An index drawn with the given weights. */
export function weightedIndex(weights: number[], random: () => number): number {
  let roll = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** One of the items, drawn evenly. */
export const pickWith = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** The items in a random order (Fisher–Yates), drawn from `random`. */
export function shuffledWith<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * A target price per `unit` near the product's usual price (the same product is asked for at
 * similar prices), in a currency buyers use.
 */
export function targetPriceFor(
  main: string,
  unit: PricingUnit,
  productId: number | undefined,
  random: () => number,
): { amount: string; currency: string } {
  const [low, high] = UNIT_PRICES_USD[main] ?? [1, 10];
  const base = productId === undefined ? random() : ((productId * 2_654_435_761) % 1000) / 1000;
  const usd = (low + (high - low) * base) * UNITS_IN[unit] * (0.85 + random() * 0.2);
  const chosen =
    TARGET_CURRENCIES[
      weightedIndex(
        TARGET_CURRENCIES.map(([, weight]) => weight),
        random,
      )
    ];
  const [currency, , rate, decimals] = chosen ?? ['USD', 1, 1, 2];
  return { amount: (usd * rate).toFixed(decimals), currency };
}
