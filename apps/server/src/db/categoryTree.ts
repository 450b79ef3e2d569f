import type { MainCategory } from '@sc/contract';

export interface CategorySeed {
  code: string;
  en: string;
  zh: string;
  ja: string;
  children?: CategorySeed[];
}

/** The six main buyer categories (SPEC 2) and their sub-categories. */
export const CATEGORY_TREE: (CategorySeed & { code: MainCategory })[] = [
  {
    code: 'food_beverage',
    en: 'Food & Beverage',
    zh: '食品饮料',
    ja: '食品・飲料',
    children: [
      { code: 'fb_snacks', en: 'Snacks & Confectionery', zh: '零食糖果', ja: 'スナック・菓子' },
      { code: 'fb_beverages', en: 'Beverages', zh: '饮料', ja: '飲料' },
      { code: 'fb_coffee_tea', en: 'Coffee & Tea', zh: '咖啡茶饮', ja: 'コーヒー・お茶' },
      { code: 'fb_dairy', en: 'Dairy', zh: '乳制品', ja: '乳製品' },
      { code: 'fb_wine_spirits', en: 'Wine & Spirits', zh: '酒类', ja: 'ワイン・酒類' },
      { code: 'fb_pantry', en: 'Pantry & Condiments', zh: '粮油调味', ja: '食材・調味料' },
    ],
  },
  {
    code: 'beauty_personal_care',
    en: 'Beauty & Personal Care',
    zh: '美妆个护',
    ja: '美容・パーソナルケア',
    children: [
      { code: 'bp_skincare', en: 'Skincare', zh: '护肤', ja: 'スキンケア' },
      { code: 'bp_haircare', en: 'Hair Care', zh: '洗护发', ja: 'ヘアケア' },
      { code: 'bp_makeup', en: 'Makeup', zh: '彩妆', ja: 'メイクアップ' },
      { code: 'bp_oral', en: 'Oral Care', zh: '口腔护理', ja: 'オーラルケア' },
      { code: 'bp_fragrance', en: 'Fragrance', zh: '香水', ja: 'フレグランス' },
    ],
  },
  {
    code: 'clothing_shoes_bags',
    en: 'Clothing/Shoes/Bags',
    zh: '服装鞋包',
    ja: '衣類・靴・バッグ',
    children: [
      { code: 'cs_outdoor', en: 'Outdoor Apparel', zh: '户外服装', ja: 'アウトドアウェア' },
      { code: 'cs_shoes', en: 'Shoes', zh: '鞋靴', ja: '靴' },
      { code: 'cs_bags', en: 'Bags & Luggage', zh: '箱包', ja: 'バッグ・旅行用品' },
      { code: 'cs_knitwear', en: 'Knitwear & Wool', zh: '针织羊毛', ja: 'ニット・ウール' },
    ],
  },
  {
    code: 'house_life',
    en: 'House & Life',
    zh: '家居生活',
    ja: '住まい・生活',
    children: [
      { code: 'hl_kitchen', en: 'Kitchen', zh: '厨房用品', ja: 'キッチン用品' },
      { code: 'hl_cleaning', en: 'Cleaning', zh: '清洁用品', ja: '掃除用品' },
      { code: 'hl_pets', en: 'Pet Supplies', zh: '宠物用品', ja: 'ペット用品' },
      { code: 'hl_home_textiles', en: 'Home Textiles', zh: '家纺', ja: 'ホームテキスタイル' },
    ],
  },
  {
    code: 'mother_baby',
    en: 'Mother & Baby',
    zh: '母婴',
    ja: 'マタニティ・ベビー',
    children: [
      { code: 'mb_formula', en: 'Infant Formula', zh: '婴幼儿奶粉', ja: '乳児用ミルク' },
      { code: 'mb_baby_food', en: 'Baby Food', zh: '辅食', ja: 'ベビーフード' },
      { code: 'mb_diapers', en: 'Diapers & Wipes', zh: '纸尿裤湿巾', ja: 'おむつ・おしりふき' },
      { code: 'mb_baby_care', en: 'Baby Care', zh: '婴童洗护', ja: 'ベビーケア' },
    ],
  },
  {
    code: 'nutrition_health',
    en: 'Nutrition & Health',
    zh: '营养保健',
    ja: '栄養・健康',
    children: [
      { code: 'nh_vitamins', en: 'Vitamins & Minerals', zh: '维生素矿物质', ja: 'ビタミン・ミネラル' },
      { code: 'nh_fish_oil', en: 'Fish Oil & Omega-3', zh: '鱼油', ja: 'フィッシュオイル' },
      { code: 'nh_protein', en: 'Protein & Sports', zh: '蛋白运动营养', ja: 'プロテイン・スポーツ' },
      { code: 'nh_herbal', en: 'Herbal & Traditional', zh: '草本传统滋补', ja: 'ハーブ・伝統的サプリ' },
      { code: 'nh_manuka', en: 'Honey & Bee Products', zh: '蜂蜜蜂产品', ja: 'はちみつ・蜂製品' },
    ],
  },
];
