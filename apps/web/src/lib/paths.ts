import { webPaths } from '@sc/contract';

/** Route paths of the web app; use these instead of string literals. */
export const paths = {
  root: '/',
  home: '/index',
  login: webPaths.login,
  resetPassword: webPaths.resetPassword,
  /** The email confirmation link of the sign-up mail: /verify-email?token=… */
  verifyEmail: webPaths.verifyEmail,
  /** Public: an invited colleague joins the company (issue 19). */
  acceptInvitation: webPaths.acceptInvitation,
  /** Menu pages of the buyers group. */
  buyersList: '/buyersList',
  recommendedBuyers: '/recommendedBuyers',
  visitors: '/visitors',
  /** Menu pages of the products group (their menu entries come from the server). */
  catalogue: '/catalogue',
  myProducts: '/myProducts',
  /** Quotations: the menu pages (list, product prices) and the fixed form page (SPEC 2). */
  quotationList: '/quotationList',
  productQuotation: '/productQuotation',
  editQuotation: '/editQuotation',
  /** Fixed page: one of my quotations read-only, its sends and its versions, /quotationView?id=N. */
  quotationView: '/quotationView',
  /** Chat: the menu page (Communicate) and the fixed mobile page (SPEC 2). */
  communicate: '/communicate',
  mobileCommunicate: '/mobileCommunicate',
  /** Fixed page (SPEC 2): a quotation opened from a chat card, /chatQuotation?messageId=N. */
  chatQuotation: '/chatQuotation',
  /** Menu pages of the RFQ group: the open RFQs (?id=N opens one) and my quotes on them. */
  rfqList: '/rfqList',
  rfqMyQuotes: '/rfqMyQuotes',
  /** Menu page of the RFQ group: the products (or categories) buyers ask for most, ?category=N filters. */
  productRanking: '/productRanking',
  /** Menu page: my showroom (displayed products and the publish checklist). */
  showroom: '/showroom',
  /** Menu page: the company profile, its tabs chosen by ?tab= (see companyTabPath). */
  company: '/company',
  /** Menu page under Information: the company introduction as buyers see it. */
  introduction: '/information/introduction',
  /** Menu page under Information: my credentials and their review. */
  credentials: webPaths.credentials,
  /** Menu pages under Information: every notice, and the FAQ (?id=N opens an article). */
  notice: '/notice',
  faq: '/faq',
  /** Menu pages of the service group: buy or renew, and orders with receipts and the ledger. */
  pay: '/pay',
  settlement: '/settlement',
  /** Fixed page: a payment's result, asked of the server until final, /payResult?merchantTransactionId=… */
  payResult: '/payResult',
  notFound: '/404',
  forbidden: '/403',
} as const;

/** The result page of one payment order. */
export const payResultPath = (merchantTransactionId: string) =>
  `${paths.payResult}?merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`;

/** The catalogue searched for a barcode (UPC when 12 digits, else EAN), or opened on a category. */
export function catalogueSearchPath(search: { barcode?: string | null; categoryId?: number | null }): string {
  const params = new URLSearchParams();
  if (search.barcode) {
    params.set('q', search.barcode);
    params.set('by', search.barcode.length === 12 ? 'upc' : 'ean');
  }
  if (search.categoryId) params.set('category', String(search.categoryId));
  const query = params.toString();
  return query ? `${paths.catalogue}?${query}` : paths.catalogue;
}

/** The RFQ market's newest open RFQs for words (e.g. a barcode) or a category: /rfqList?tab=newest&q=… */
export function rfqMarketPath(search: { keyword?: string | null; categoryId?: number | null }): string {
  const params = new URLSearchParams({ tab: 'newest' });
  if (search.keyword) params.set('q', search.keyword);
  if (search.categoryId) params.set('category', String(search.categoryId));
  return `${paths.rfqList}?${params.toString()}`;
}

/** The product ranking, opened on a category when given: /productRanking?category=N. */
export function productRankingPath(categoryId?: number | null): string {
  return categoryId ? `${paths.productRanking}?category=${categoryId}` : paths.productRanking;
}

/** Tabs of the company page. */
export const COMPANY_TABS = ['profile', 'images', 'fairs', 'hours', 'signature'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];
/** The company page opened on a tab, e.g. /company?tab=images. */
export const companyTabPath = (tab: CompanyTab) => `${paths.company}?tab=${tab}`;

/** The buyers' app: its own session and guard, so the portal's guard leaves everything under root alone. */
export const buyerPaths = {
  root: '/buyer',
  login: '/buyer/login',
  /** An invited buyer's first password (the link in the invitation mail). */
  setPassword: webPaths.buyerSetPassword,
  suppliers: '/buyer/suppliers',
  chat: (conversationId: number) => `/buyer/chat/${conversationId}`,
  newChat: (supplierId: number) => `/buyer/supplier/${supplierId}/chat`,
  showroom: (supplierId: number) => `/buyer/supplier/${supplierId}`,
  product: (productId: number) => `/buyer/product/${productId}`,
  /** A quotation a supplier sent in a chat, opened from its card. */
  quotation: (messageId: number) => `/buyer/quotation/${messageId}`,
  /** My RFQs (?tab=closed for the closed ones), posting one, and one with the quotes received. */
  rfqs: '/buyer/rfqs',
  postRfq: '/buyer/rfqs/new',
  rfq: (rfqId: number) => `/buyer/rfqs/${rfqId}`,
} as const;

/** True for /buyer and every page below it (not /buyersList, a portal page). */
export function isBuyerAppPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === buyerPaths.root || path.startsWith(`${buyerPaths.root}/`);
}

/** The platform team's console: its own session and guard, like the buyers' app. */
export const consolePaths = {
  root: '/console',
  login: '/console/login',
  /** The console's home: the marketplace at a glance. */
  overview: '/console/overview',
  /** The support inbox (support chat with suppliers). */
  inbox: '/console/inbox',
  /** Companies: state, profile, users, ledger; suspension. */
  suppliers: '/console/suppliers',
  /** Buyers: profiles, verification, blocking, reports, accounts. */
  buyers: '/console/buyers',
  /** The master catalogue: products, brands, categories, attribute lists. */
  catalogue: '/console/catalogue',
  /** Bulk imports of catalogue products and buyers (background jobs with reports). */
  imports: '/console/imports',
  /** Requests to change companies' locked fields. */
  changeRequests: '/console/requests',
  audit: '/console/audit',
  /** Operator accounts, their roles and two-factor sign-in. */
  operators: '/console/operators',
  /** The signed-in member's own account (two-factor sign-in). */
  account: '/console/account',
  /** Notices, What's New and FAQ authoring. */
  content: '/console/content',
  /** Packages, orders and refunds, operator grants, the settlement report. */
  billing: '/console/billing',
  /** Flagged referral activations and recent invitations (the affiliate programme). */
  referrals: '/console/referrals',
  /** The credential review queue, revocations and reward amounts. */
  credentials: '/console/credentials',
  /** RFQs held for review, open, closed and rejected; quote moderation. */
  rfq: '/console/rfq',
} as const;

/** True for /console and every page below it. */
export function isConsolePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === consolePaths.root || path.startsWith(`${consolePaths.root}/`);
}

/** Paths a signed-out visitor may open (SPEC 2); every other path sends them to login. */
export const publicPaths: readonly string[] = [
  paths.login,
  paths.resetPassword,
  paths.verifyEmail,
  paths.acceptInvitation,
];

/** Below this viewport width the portal uses a drawer instead of a fixed side menu. */
export const MOBILE_LAYOUT_MAX_WIDTH = 768;

/** The quotation form: a new quotation, or /editQuotation?id=N to edit one. */
export function editQuotationPath(id?: number): string {
  return id === undefined ? paths.editQuotation : `${paths.editQuotation}?id=${id}`;
}

/** The tabs of /quotationView: the quotation as buyers see it, where it was sent, its versions. */
export const QUOTATION_VIEW_TABS = ['quotation', 'sends', 'history'] as const;
export type QuotationViewTab = (typeof QUOTATION_VIEW_TABS)[number];

/** One of my quotations read-only: /quotationView?id=N (&tab=sends|history). */
export function quotationViewPath(id: number, tab: QuotationViewTab = 'quotation'): string {
  return tab === 'quotation'
    ? `${paths.quotationView}?id=${id}`
    : `${paths.quotationView}?id=${id}&tab=${tab}`;
}

/**
 * Fixed pages inside the home layout that belong to a menu page: the header shows that page's
 * title and the side menu marks it.
 */
const MENU_PAGE_OF: Readonly<Record<string, string>> = {
  [paths.editQuotation.toLowerCase()]: paths.quotationList,
  [paths.quotationView.toLowerCase()]: paths.quotationList,
  [paths.chatQuotation.toLowerCase()]: paths.communicate,
  [paths.payResult.toLowerCase()]: paths.pay,
};

/** The menu page a path is shown under: the path itself unless it is such a fixed page. */
export function menuPathOf(pathname: string): string {
  return MENU_PAGE_OF[pathname.replace(/\/+$/, '').toLowerCase()] ?? pathname;
}

/**
 * What the chat page opens for a buyer on arrival: the product, PDF or quotation picker
 * (`lastQuotation`: the quotation picker with the last quotation sent already selected).
 */
export const CHAT_LINK_ACTIONS = ['product', 'pdf', 'quotation', 'lastQuotation'] as const;
export type ChatLinkAction = (typeof CHAT_LINK_ACTIONS)[number];

/** The chat with one buyer: /communicate?buyerId=N (opened, or started when there is none yet). */
export function chatWithBuyer(buyerId: number, action?: ChatLinkAction): string {
  const params = new URLSearchParams({ buyerId: String(buyerId) });
  if (action) params.set('action', action);
  return `${paths.communicate}?${params.toString()}`;
}

/** One RFQ opened over the market (or over my quotes): /rfqList?id=N, /rfqMyQuotes?id=N. */
export function rfqPath(rfqId: number, over: 'market' | 'myQuotes' = 'market'): string {
  return `${over === 'market' ? paths.rfqList : paths.rfqMyQuotes}?id=${rfqId}`;
}

/** A quotation card of my chat, opened read-only: /chatQuotation?messageId=N. */
export function chatQuotationPath(messageId: number): string {
  return `${paths.chatQuotation}?messageId=${messageId}`;
}
