import type { Access } from './defineCall.js';

/**
 * Who may make each call, written out by hand: the role × call matrix (roleMatrix.test.ts) holds every
 * call the server registers (defineCall, the upload helpers) to its row here. A new call without a
 * row, a row for a call that is gone, or a call whose access differs from its row fails the test,
 * naming the call: adding a call means deciding here who may make it.
 *
 * `public`: anyone; `signedIn`: any signed-in user; otherwise the permission a caller must hold
 * (supplier permissions: the company's roles; `buyerApp:*`: buyers; `console:*`: the platform team).
 */
export const CALL_ACCESS: Record<string, Access> = {
  // Accounts
  '/auth/logout': 'signedIn',
  '/api-web/v1/supplier/registered/register': 'public',
  '/api-web/v1/admin/email/verify': 'public',
  '/api-web/v1/admin/email/verify/resend': 'account:read',
  '/api-web/v1/supplier/registered/job/title': 'public',
  '/api-web/v1/admin/login/info': 'account:read',
  '/api-web/v1/admin/send': 'public',
  '/api-web/v1/admin/change/pass': 'public',
  '/api-web/v1/admin/change/password/self': 'account:password',
  // Menus
  '/api-web/v1/menu/list': 'menu:read',
  '/api-web/v1/menu/role/list': 'menu:read',
  // Reference data
  '/api-web/v1/attribute/select/origin/country': 'reference:read',
  '/api-web/v1/attribute/select/quotation/terms': 'reference:read',
  '/api-web/v1/attribute/select/quotation/place': 'reference:read',
  '/api-web/v1/attribute/select/currency/type': 'reference:read',
  '/api-web/v1/attribute/select/unit/measure': 'reference:read',
  '/api-web/v1/attribute/select/language/type': 'reference:read',
  '/api-web/v1/brand/select': 'reference:read',
  '/api-web/v1/category/linkage': 'reference:read',
  // Catalogue
  '/api-web/v1/product/master/list': 'catalogue:read',
  // My products
  '/api-web/v1/supp/product/list': 'product:read',
  '/api-web/v1/supp/product/list/noPage': 'product:read',
  '/api-web/v1/supp/product/info': 'product:read',
  '/api-web/v1/supp/product/create': 'product:write',
  '/api-web/v1/supp/product/update': 'product:write',
  '/api-web/v1/supp/product/delete': 'product:write',
  '/api-web/v1/supp/product/deleteCheck': 'product:write',
  '/api-web/v1/supp/product/import/preview': 'product:write',
  '/api-web/v1/supp/product/import/confirm': 'product:write',
  '/api-web/v1/supp/product/link': 'product:write',
  '/api-web/v1/supplier/product/link': 'product:write', // alias of /api-web/v1/supp/product/link
  // Product quotes
  '/api-web/v1/quote/list': 'product:read',
  '/api-web/v1/quote/info': 'product:read',
  '/api-web/v1/quote/getOneQuote': 'product:read',
  '/api-web/v1/quote/create': 'product:write',
  '/api-web/v1/quote/update': 'product:write',
  '/api-web/v1/quote/delete': 'product:write',
  // Quotations
  '/api-web/v1/quotation/list': 'quotation:read',
  '/api-web/v1/quotation/select/quotation': 'quotation:read',
  '/api-web/v1/quotation/info': 'quotation:read',
  '/api-web/v1/quotation/create': 'quotation:write',
  '/api-web/v1/quotation/update': 'quotation:write',
  '/api-web/v1/quotation/versions': 'quotation:read',
  '/api-web/v1/quotation/sends': 'quotation:read',
  '/api-web/v1/quotation/duplicate': 'quotation:write',
  '/api-web/v1/quotation/delete': 'quotation:write',
  '/api-web/v1/quotation/archive': 'quotation:write',
  // Buyers
  '/api-web/v1/buyer/public/list': 'buyer:read',
  '/api-web/v1/buyer/public/info': 'buyer:read',
  '/api-web/v1/recommended/sc/buyer/list': 'buyer:read',
  '/api-web/v1/board/recommended/list': 'buyer:read',
  '/api-web/v1/buyer/proudct/list': 'buyer:read',
  '/api-web/v1/buyer/product/list': 'buyer:read', // alias of /api-web/v1/buyer/proudct/list
  '/api-web/v1/buyer/recommend/proudct/list': 'buyer:read',
  '/api-web/v1/buyer/recommend/product/list': 'buyer:read', // alias of /api-web/v1/buyer/recommend/proudct/list
  '/api-web/v1/buyer/proudct/list/view': 'buyer:read',
  '/api-web/v1/buyer/product/list/view': 'buyer:read', // alias of /api-web/v1/buyer/proudct/list/view
  '/api-web/v1/buyer/vistor/list': 'buyer:read',
  '/api-web/v1/buyer/visitor/list': 'buyer:read', // alias of /api-web/v1/buyer/vistor/list
  '/api-web/v1/chat/check': 'buyer:contact',
  '/api-web/v1/chat/contact': 'buyer:contact',
  // Service and quota
  '/api-web/v1/supplier/service/getEffectiveServiceBySupplierId': 'service:read',
  '/api-web/v1/supplier/service/getTimeRemainingBySupplierId': 'service:read',
  '/api-web/v1/supplier/service/quota': 'service:read',
  '/api-web/v1/supplier/service/quota/ledger': 'service:read',
  // Chat
  '/api-web/v1/chat/list': 'chat:read',
  '/api-web/v1/chat/quotation/info': 'chat:read',
  '/api-web/v1/chat/quotation/last': 'chat:read',
  '/api-web/v1/chat/star/user': 'chat:write',
  '/api-web/v1/chat/buyer/info': 'chat:read',
  '/api-web/v1/chat/record/list': 'chat:read',
  '/api-web/v1/chat/record/view': 'chat:write',
  '/api-web/v1/chat/product': 'chat:write',
  '/api-web/v1/chat/record/not/view/count': 'chat:read',
  '/api-web/v1/chat/list/count': 'chat:read',
  '/api-web/v1/supplier/service/chat/retrieval': 'chat:read',
  '/api-web/v1/chat/conversation/handoff': 'chat:write',
  '/api-web/v1/chat/conversation/handoff/colleagues': 'chat:write',
  '/api-web/v1/trans/status': 'chat:read',
  '/api-web/v1/trans/text': 'chat:read',
  '/api-web/v1/trans/inquiry': 'chat:read',
  '/api-web/v1/chat/buyer/report': 'chat:read',
  // Buyers' app
  '/buyer-app/auth/token': 'public',
  '/buyer-app/chat/list': 'buyerApp:chat',
  '/buyer-app/chat/record/list': 'buyerApp:chat',
  '/buyer-app/chat/record/view': 'buyerApp:chat',
  '/buyer-app/chat/quotation/info': 'buyerApp:chat',
  '/buyer-app/chat/record/not/view/count': 'buyerApp:chat',
  '/buyer-app/supplier/list': 'buyerApp:chat',
  '/buyer-app/supplier/info': 'buyerApp:chat',
  '/buyer-app/product/info': 'buyerApp:chat',
  '/buyer-app/chat/quotation/pdf': 'buyerApp:chat',
  '/buyer-app/rfq/upload': 'buyerApp:rfq', // multipart upload
  '/buyer-app/rfq/create': 'buyerApp:rfq',
  '/buyer-app/rfq/list': 'buyerApp:rfq',
  '/buyer-app/rfq/info': 'buyerApp:rfq',
  '/buyer-app/rfq/cancel': 'buyerApp:rfq',
  '/buyer-app/rfq/quote/shortlist': 'buyerApp:rfq',
  '/buyer-app/rfq/quote/decline': 'buyerApp:rfq',
  '/buyer-app/rfq/award': 'buyerApp:rfq',
  '/buyer-app/catalogue/search': 'buyerApp:rfq',
  '/buyer-app/category/linkage': 'buyerApp:rfq',
  '/buyer-app/auth/invitation': 'public',
  '/buyer-app/auth/password/set': 'public',
  // Showroom
  '/api-web/v1/showcase/getShowcaseProduct': 'showroom:read',
  '/api-web/v1/showroom/exhibit/list': 'showroom:read', // alias of /api-web/v1/showcase/getShowcaseProduct
  '/api-web/v1/showcase/recommendingCommodities': 'showroom:read',
  '/api-web/v1/showroom/exhibit/suggestions': 'showroom:read', // alias of /api-web/v1/showcase/recommendingCommodities
  '/api-web/v1/showcase/addSupplierShowcaseProduct': 'showroom:write',
  '/api-web/v1/showroom/exhibit/add': 'showroom:write', // alias of /api-web/v1/showcase/addSupplierShowcaseProduct
  '/api-web/v1/showcase/sortSupplierShowcaseProduct': 'showroom:write',
  '/api-web/v1/showroom/exhibit/sort': 'showroom:write', // alias of /api-web/v1/showcase/sortSupplierShowcaseProduct
  '/api-web/v1/showcase/delSupplierShowcaseProduct': 'showroom:write',
  '/api-web/v1/showroom/exhibit/remove': 'showroom:write', // alias of /api-web/v1/showcase/delSupplierShowcaseProduct
  // Support chat
  '/api-web/v1/supplier/service/support/contect': 'support:chat',
  '/api-web/v1/supplier/service/support/send': 'support:chat',
  '/api-web/v1/supplier/service/support/view': 'support:chat',
  // Platform console
  '/console/auth/token': 'public',
  '/console/support/list': 'console:support',
  '/console/support/thread': 'console:support',
  '/console/support/reply': 'console:support',
  '/console/auth/signin': 'public',
  '/console/auth/signin/code': 'public',
  '/console/auth/password/link': 'public',
  '/console/auth/password/set': 'public',
  '/console/account/me': 'signedIn',
  '/console/account/totp/setup': 'signedIn',
  '/console/account/totp/confirm': 'signedIn',
  '/console/account/totp/disable': 'signedIn',
  // Files
  '/api-web/v1/common/file/link': 'signedIn',
  // Company profile
  '/api-web/v1/supplier/info': 'company:read',
  '/api-web/v1/supplier/getSupplierNew': 'company:read',
  '/api-web/v1/supplier/showroom/state': 'company:read', // alias of /api-web/v1/supplier/getSupplierNew
  '/api-web/v1/supplier/getLinkBrandList': 'company:read',
  '/api-web/v1/supplier/updateInfo': 'company:write',
  '/api-web/v1/supplier/savePhotoImg': 'company:write',
  '/api-web/v1/supplier/updateSupplierStatus': 'company:write',
  '/api-web/v1/supplier/changeRequest/create': 'company:write',
  '/api-web/v1/supplier/changeRequest/cancel': 'company:write',
  '/api-web/v1/supplier/savePhotoOrLogo': 'company:write', // multipart upload
  // Platform console: companies
  '/console/company/changeRequest/list': 'console:companies',
  '/console/company/changeRequest/decide': 'console:companies',
  '/console/audit/list': 'console:audit',
  // Trade fairs and business hours
  '/api-web/v1/supplier/exhibitionList': 'company:read',
  '/api-web/v1/supplier/exhibition/save': 'company:write',
  '/api-web/v1/supplier/exhibition/delete': 'company:write',
  '/api-web/v1/time/selectByTime': 'company:read',
  '/api-web/v1/time/update': 'company:write',
  // Signature and documents
  '/api-web/v1/supplier/signature': 'company:read',
  '/api-web/v1/supplier/signature/update': 'company:write',
  '/api-web/v1/quotation/pdf': 'quotation:read',
  // Home
  '/api-web/v1/dashboard/info': 'home:read',
  '/api-web/v1/task/supplier/list': 'home:read',
  '/api-web/v1/guide/info': 'home:read',
  '/api-web/v1/guide/update': 'home:read',
  // Notices
  '/api-web/v1/notice/list': 'home:read',
  '/api-web/v1/notice/view': 'home:read',
  '/api-web/v1/notice/info': 'home:read',
  '/api-web/v1/notice/readAll': 'home:read',
  '/api-web/v1/notice/acknowledge': 'home:read',
  '/api-web/v1/whatsNew/list': 'home:read',
  '/api-web/v1/whatsNew/seen': 'home:read',
  // FAQ
  '/api-web/v1/faq/sc/list': 'home:read',
  '/api-web/v1/faq/sc/detail': 'home:read',
  '/api-web/v1/faq/sc/vote': 'home:read',
  // Platform console: content
  '/console/content/list': 'console:content',
  '/console/content/detail': 'console:content',
  '/console/content/save': 'console:content',
  '/console/content/archive': 'console:content',
  '/console/content/audience': 'console:content',
  // Subscription and payment
  '/api-web/v1/supplier/service/packages': 'service:read',
  '/api-web/v1/sc/lianlian/token': 'billing:pay',
  '/api-web/v1/sc/lianlian/pay': 'billing:pay',
  '/api-web/v1/sc/lianlian/query': 'service:read',
  '/api-web/v1/supplier/service/orders': 'service:read',
  '/api-web/v1/supplier/service/receipt': 'service:read',
  // Platform console: billing
  '/console/billing/package/list': 'console:billing',
  '/console/billing/package/save': 'console:billing',
  '/console/billing/order/list': 'console:billing',
  '/console/billing/order/detail': 'console:billing',
  '/console/billing/order/refund': 'console:billing',
  '/console/billing/companies': 'console:billing',
  '/console/billing/grant': 'console:billing',
  '/console/billing/report': 'console:billing',
  // Affiliate programme
  '/api-web/v1/invite/link': 'company:read',
  '/api-web/v1/invite/list': 'company:read',
  '/api-web/v1/invite/record': 'company:write',
  '/api-web/v1/invite/open': 'public',
  // Platform console: referrals
  '/console/referral/queue': 'console:referrals',
  '/console/referral/decide': 'console:referrals',
  '/console/referral/reverse': 'console:referrals',
  // Credentials
  '/api-web/v1/credential/up': 'company:write', // multipart upload
  '/api-web/v1/examine/examine': 'company:write',
  '/api-web/v1/examine/getstatus': 'company:read',
  // Platform console: credentials
  '/console/credential/queue': 'console:credentials',
  '/console/credential/company': 'console:credentials',
  '/console/credential/decide': 'console:credentials',
  '/console/credential/revoke/request': 'console:credentials',
  '/console/credential/revoke/confirm': 'console:credentials',
  '/console/credential/revoke/cancel': 'console:credentials',
  '/console/credential/rewards': 'console:credentials',
  '/console/credential/rewards/save': 'console:credentials',
  // RFQ market
  '/api-web/v1/rfq/public/list': 'rfq:read',
  '/api-web/v1/rfq/public/info': 'rfq:read',
  '/api-web/v1/rfq/quote/create': 'rfq:quote',
  '/api-web/v1/rfq/quote/update': 'rfq:quote',
  '/api-web/v1/rfq/quote/list': 'rfq:read',
  '/api-web/v1/rfq/buyer/open': 'rfq:read',
  '/api-web/v1/rfq/productRanking': 'rfq:read',
  '/api-web/v1/rfq/productRankingDetail': 'rfq:read',
  // Console: RFQs
  '/console/rfq/list': 'console:rfq',
  '/console/rfq/info': 'console:rfq',
  '/console/rfq/decide': 'console:rfq',
  '/console/rfq/feature': 'console:rfq',
  '/console/rfq/quote/reject': 'console:rfq',
  // Console: catalogue
  '/console/catalogue/product/list': 'console:catalogue',
  '/console/catalogue/product/info': 'console:catalogue',
  '/console/catalogue/product/create': 'console:catalogue',
  '/console/catalogue/product/update': 'console:catalogue',
  '/console/catalogue/product/retire': 'console:catalogue',
  '/console/catalogue/product/duplicates': 'console:catalogue',
  '/console/catalogue/product/merge': 'console:catalogue',
  '/console/catalogue/brand/list': 'console:catalogue',
  '/console/catalogue/brand/create': 'console:catalogue',
  '/console/catalogue/brand/update': 'console:catalogue',
  '/console/catalogue/brand/delete': 'console:catalogue',
  '/console/catalogue/category/tree': 'console:catalogue',
  '/console/catalogue/category/create': 'console:catalogue',
  '/console/catalogue/category/rename': 'console:catalogue',
  '/console/catalogue/category/move': 'console:catalogue',
  '/console/catalogue/category/reorder': 'console:catalogue',
  '/console/catalogue/category/delete': 'console:catalogue',
  '/console/catalogue/upload': 'console:catalogue', // multipart upload
  // Console: imports
  '/console/import/catalogue/upload': 'console:catalogue', // multipart upload
  '/console/import/catalogue/preview': 'console:catalogue',
  '/console/import/catalogue/start': 'console:catalogue',
  '/console/import/catalogue/list': 'console:catalogue',
  '/console/import/catalogue/info': 'console:catalogue',
  '/console/import/catalogue/rows': 'console:catalogue',
  '/console/import/catalogue/report': 'console:catalogue',
  '/console/import/buyers/upload': 'console:buyers', // multipart upload
  '/console/import/buyers/preview': 'console:buyers',
  '/console/import/buyers/start': 'console:buyers',
  '/console/import/buyers/list': 'console:buyers',
  '/console/import/buyers/info': 'console:buyers',
  '/console/import/buyers/rows': 'console:buyers',
  '/console/import/buyers/report': 'console:buyers',
  // Console: buyers
  '/console/buyers/list': 'console:buyers',
  '/console/buyers/info': 'console:buyers',
  '/console/buyers/save': 'console:buyers',
  '/console/buyers/verify': 'console:buyers',
  '/console/buyers/block': 'console:buyers',
  '/console/buyers/report/list': 'console:buyers',
  '/console/buyers/report/count': 'console:buyers',
  '/console/buyers/report/dismiss': 'console:buyers',
  '/console/buyers/create': 'console:buyers',
  '/console/buyers/categories': 'console:buyers',
  '/console/buyers/invitation/resend': 'console:buyers',
  // Console: suppliers
  '/console/supplier/list': 'console:suppliers',
  '/console/supplier/info': 'console:suppliers',
  '/console/supplier/ledger': 'console:suppliers',
  '/console/supplier/suspend': 'console:suppliers',
  '/console/supplier/reactivate': 'console:suppliers',
  // Console: overview
  '/console/overview': 'console:overview',
  // Team: users
  '/api-web/v1/system/user/list': 'team:manage',
  '/api-web/v1/system/user/roles': 'team:manage',
  '/api-web/v1/system/user/invite': 'team:manage',
  '/api-web/v1/system/user/invitation/resend': 'team:manage',
  '/api-web/v1/system/user/invitation/revoke': 'team:manage',
  '/api-web/v1/system/user/role': 'team:manage',
  '/api-web/v1/system/user/disable': 'team:manage',
  '/api-web/v1/system/user/enable': 'team:manage',
  '/api-web/v1/system/user/owner/transfer': 'team:manage',
  '/api-web/v1/system/user/owner/transfer/cancel': 'team:manage',
  '/api-web/v1/system/user/owner/transfer/accept': 'team:manage',
  '/api-web/v1/system/user/owner/transfer/decline': 'team:manage',
  // Team: invitation
  '/api-web/v1/system/invitation/info': 'public',
  '/api-web/v1/system/invitation/accept': 'public',
  // Roles
  '/api-web/v1/role/list': 'team:manage',
  '/api-web/v1/role/create': 'team:manage',
  '/api-web/v1/role/update': 'team:manage',
  '/api-web/v1/role/delete': 'team:manage',
  // Company audit log
  '/api-web/v1/system/audit/list': 'audit:read',
  '/api-web/v1/system/audit/actors': 'audit:read',
  // Console: operators
  '/console/operators/list': 'console:operators',
  '/console/operators/create': 'console:operators',
  '/console/operators/role': 'console:operators',
  '/console/operators/disable': 'console:operators',
  '/console/operators/enable': 'console:operators',
  '/console/operators/totp/reset': 'console:operators',
  '/console/operators/link/resend': 'console:operators',
  // Console: attribute lists
  '/console/attribute/list': 'console:catalogue',
  '/console/attribute/update': 'console:catalogue',
  '/console/attribute/reorder': 'console:catalogue',
};

/**
 * POST routes under /api registered by hand rather than through defineCall (the login's form-encoded
 * token call, the generic file upload): the matrix finds them in the router and holds them to these.
 */
export const RAW_ROUTE_ACCESS: Record<string, Access> = {
  '/auth/oauth/token': 'public',
  '/api-web/v1/common/upload': 'file:write',
};

/**
 * `signedIn` calls whose handler serves one kind of account only and refuses the others itself
 * (FORBIDDEN): the operator's own account and two-factor set-up. Any other `signedIn` call serves
 * every signed-in user.
 */
export const SIGNED_IN_KINDS: Record<string, readonly ('supplier' | 'buyer' | 'staff')[]> = {
  '/console/account/me': ['staff'],
  '/console/account/totp/setup': ['staff'],
  '/console/account/totp/confirm': ['staff'],
  '/console/account/totp/disable': ['staff'],
};

/** Calls that end the caller's own session: the matrix makes them last for each caller. */
export const SESSION_ENDING_CALLS: readonly string[] = ['/auth/logout'];

/** Every permission of a supplier company's users (the base every role carries). */
const BASE = ['account:read', 'account:password', 'menu:read', 'reference:read', 'home:read', 'support:chat'];

/** The owner's permissions: all a company's user can hold. */
const OWNER_PERMISSIONS: readonly string[] = [
  ...BASE,
  'catalogue:read',
  'product:read',
  'product:write',
  'file:write',
  'buyer:read',
  'buyer:contact',
  'service:read',
  'chat:read',
  'chat:write',
  'quotation:read',
  'quotation:write',
  'showroom:read',
  'showroom:write',
  'company:read',
  'company:write',
  'billing:pay',
  'rfq:read',
  'rfq:quote',
  'team:manage',
  'audit:read',
];

/**
 * The built-in supplier roles' permissions, written out: the matrix checks the seeded roles hold
 * exactly these (and at which scope), then expects a call refused (403) exactly when a role lacks
 * the call's permission.
 */
export const BUILT_IN_ROLE_PERMISSIONS: Record<
  string,
  { permissions: readonly string[]; ownScope: readonly string[] }
> = {
  owner: { permissions: OWNER_PERMISSIONS, ownScope: [] },
  // Everything but paying.
  manager: { permissions: OWNER_PERMISSIONS.filter((p) => p !== 'billing:pay'), ownScope: [] },
  // Buyers, their own conversations and quotations, RFQs; reads products and the company.
  sales: {
    permissions: [
      ...BASE,
      'catalogue:read',
      'product:read',
      'file:write',
      'company:read',
      'showroom:read',
      'service:read',
      'buyer:read',
      'buyer:contact',
      'chat:read',
      'chat:write',
      'quotation:read',
      'quotation:write',
      'rfq:read',
      'rfq:quote',
    ],
    ownScope: ['chat:read', 'chat:write', 'quotation:read', 'quotation:write'],
  },
  // Products and the showroom; no chat, no buyers.
  content: {
    permissions: [
      ...BASE,
      'catalogue:read',
      'product:read',
      'product:write',
      'file:write',
      'showroom:read',
      'showroom:write',
    ],
    ownScope: [],
  },
  // The service, billing and receipts.
  finance: {
    permissions: [...BASE, 'company:read', 'service:read', 'billing:pay'],
    ownScope: [],
  },
};
