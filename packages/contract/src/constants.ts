/** Languages a user can choose; stored in localStorage `lang` with these values (SPEC 1, 9). */
export const LANGS = ['en', 'ch', 'ja'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
/** BCP 47 tag used by i18next, Intl and the HTTP Accept-Language header for each stored language. */
export const LANG_TAGS: Record<Lang, string> = { en: 'en', ch: 'zh-CN', ja: 'ja' };

/** Timings from SPEC 9, in milliseconds. */
export const TIMINGS = {
  requestTimeoutMs: 120_000,
  chunkLoadTimeoutMs: 120_000,
  errorPopupSuppressMs: 1_500,
  unreadRefreshDelayMs: 1_000,
  linkNumResetMs: 1_000,
  debounceMs: 500,
  throttleMs: 1_000,
} as const;

/** Below this viewport width the UI uses Ant Design's small size (SPEC 9). */
export const SMALL_UI_MAX_WIDTH = 480;

/** The six main buyer categories (SPEC 2); labels live in the message catalogs under `category.<key>`. */
export const MAIN_CATEGORIES = [
  'food_beverage',
  'beauty_personal_care',
  'clothing_shoes_bags',
  'house_life',
  'mother_baby',
  'nutrition_health',
] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];

/** Account limits. */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 64,
  nameMax: 80,
  companyMax: 160,
  emailMax: 254,
  /** A password reset link is valid this long. */
  resetLinkTtlMinutes: 60,
  /** An email confirmation link is valid this long. */
  verifyLinkTtlHours: 48,
  /** A captcha answers once and expires after this long. */
  captchaTtlSeconds: 300,
} as const;

/** Web client id and secret for the login call's HTTP Basic authorization (default values). */
export const DEFAULT_WEB_CLIENT = { id: 'web', secret: 'web' } as const;

/** Keys in localStorage and sessionStorage (SPEC 3). */
export const STORAGE_KEYS = {
  token: 'SC_token',
  adminId: 'SC_adminId',
  isOver: 'SC_isOver',
  lang: 'lang',
  adminCode: 'adminCode',
  realName: 'realName',
  email: 'userEmail',
  menuList: 'menuList',
  supplierId: 'supplierId',
  loginTime: 'loginTime',
  loginType: 'loginType',
  status: 'status',
  socketConnected: 'socketConnected',
  messageCount: 'messageCount',
  rememberAccount: 'rememberAccount',
  buyerUrlHead: 'buyerUrlHead',
  buyerUrl: 'buyerUrl',
  /** SPEC 3's novice-guide keys, mirrored from the server (which keeps the truth per user). */
  guide: 'guide',
  noviceGuide: 'noviceGuide',
  pageIndex: 'pageIndex',
  pageNoviceIndex: 'pageNoviceIndex',
} as const;
