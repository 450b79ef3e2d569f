/** Every call's path relative to the `/api` base; the server registers and the web calls these. */
export const API_BASE = '/api';
export const API_V1 = '/api-web/v1';

export const apiPaths = {
  health: '/health',
  captcha: '/code',
  token: '/auth/oauth/token',
  logout: '/auth/logout',
  register: `${API_V1}/supplier/registered/register`,
  jobTitles: `${API_V1}/supplier/registered/job/title`,
  loginInfo: `${API_V1}/admin/login/info`,
  forgotPassword: `${API_V1}/admin/send`,
  resetPassword: `${API_V1}/admin/change/pass`,
  changePasswordSelf: `${API_V1}/admin/change/password/self`,
  verifyEmail: `${API_V1}/admin/email/verify`,
  resendVerification: `${API_V1}/admin/email/verify/resend`,
  menuList: `${API_V1}/menu/list`,
  roleMenuList: `${API_V1}/menu/role/list`,
  // Reference data
  originCountries: `${API_V1}/attribute/select/origin/country`,
  quotationTerms: `${API_V1}/attribute/select/quotation/terms`,
  quotationPlaces: `${API_V1}/attribute/select/quotation/place`,
  currencyTypes: `${API_V1}/attribute/select/currency/type`,
  unitMeasures: `${API_V1}/attribute/select/unit/measure`,
  languageTypes: `${API_V1}/attribute/select/language/type`,
  brandSelect: `${API_V1}/brand/select`,
  categoryLinkage: `${API_V1}/category/linkage`,
  // Master catalogue and my products
  masterProductList: `${API_V1}/product/master/list`,
  myProductList: `${API_V1}/supp/product/list`,
  myProductListNoPage: `${API_V1}/supp/product/list/noPage`,
  myProductLink: `${API_V1}/supp/product/link`,
  supplierProductLink: `${API_V1}/supplier/product/link`,
  myProductCreate: `${API_V1}/supp/product/create`,
  myProductUpdate: `${API_V1}/supp/product/update`,
  myProductInfo: `${API_V1}/supp/product/info`,
  myProductDelete: `${API_V1}/supp/product/delete`,
  myProductDeleteCheck: `${API_V1}/supp/product/deleteCheck`,
  myProductImportPreview: `${API_V1}/supp/product/import/preview`,
  myProductImportConfirm: `${API_V1}/supp/product/import/confirm`,
  // Product quotes
  quoteInfo: `${API_V1}/quote/info`,
  quoteList: `${API_V1}/quote/list`,
  quoteCreate: `${API_V1}/quote/create`,
  quoteUpdate: `${API_V1}/quote/update`,
  quoteDelete: `${API_V1}/quote/delete`,
  quoteGetOne: `${API_V1}/quote/getOneQuote`,
  // Quotations (several products under one set of terms)
  quotationInfo: `${API_V1}/quotation/info`,
  quotationList: `${API_V1}/quotation/list`,
  quotationSelect: `${API_V1}/quotation/select/quotation`,
  quotationCreate: `${API_V1}/quotation/create`,
  quotationUpdate: `${API_V1}/quotation/update`,
  quotationVersions: `${API_V1}/quotation/versions`,
  quotationSends: `${API_V1}/quotation/sends`,
  quotationDuplicate: `${API_V1}/quotation/duplicate`,
  quotationDelete: `${API_V1}/quotation/delete`,
  quotationArchive: `${API_V1}/quotation/archive`,
  // Buyers (the spec's spellings; correctly spelled aliases beside them)
  buyerPublicList: `${API_V1}/buyer/public/list`,
  buyerPublicInfo: `${API_V1}/buyer/public/info`,
  recommendedBuyerList: `${API_V1}/recommended/sc/buyer/list`,
  dashboardRecommendedList: `${API_V1}/board/recommended/list`,
  buyerProductList: `${API_V1}/buyer/proudct/list`,
  buyerRecommendProductList: `${API_V1}/buyer/recommend/proudct/list`,
  buyerProductViewList: `${API_V1}/buyer/proudct/list/view`,
  buyerVisitorList: `${API_V1}/buyer/vistor/list`,
  chatCheck: `${API_V1}/chat/check`,
  chatContact: `${API_V1}/chat/contact`,
  // Chat (supplier side)
  chatList: `${API_V1}/chat/list`,
  chatStar: `${API_V1}/chat/star/user`,
  chatBuyerInfo: `${API_V1}/chat/buyer/info`,
  chatRecordList: `${API_V1}/chat/record/list`,
  chatRecordView: `${API_V1}/chat/record/view`,
  chatProduct: `${API_V1}/chat/product`,
  chatQuotationInfo: `${API_V1}/chat/quotation/info`,
  chatLastQuotation: `${API_V1}/chat/quotation/last`,
  chatUnreadCount: `${API_V1}/chat/record/not/view/count`,
  chatListCount: `${API_V1}/chat/list/count`,
  translateText: `${API_V1}/trans/text`,
  translateInquiry: `${API_V1}/trans/inquiry`,
  translateStatus: `${API_V1}/trans/status`,
  /** Search my conversations' messages (SPEC: supplier/service/chat/retrieval). */
  chatRetrieval: `${API_V1}/supplier/service/chat/retrieval`,
  supportContact: `${API_V1}/supplier/service/support/contect`,
  supportSend: `${API_V1}/supplier/service/support/send`,
  supportView: `${API_V1}/supplier/service/support/view`,
  // Platform console (support team)
  consoleToken: '/console/auth/token',
  consoleSupportInbox: '/console/support/list',
  consoleSupportThread: '/console/support/thread',
  consoleSupportReply: '/console/support/reply',
  // Buyers' app
  buyerAppToken: '/buyer-app/auth/token',
  buyerAppChatList: '/buyer-app/chat/list',
  buyerAppRecordList: '/buyer-app/chat/record/list',
  buyerAppRecordView: '/buyer-app/chat/record/view',
  buyerAppQuotationInfo: '/buyer-app/chat/quotation/info',
  buyerAppUnreadCount: '/buyer-app/chat/record/not/view/count',
  buyerAppSupplierList: '/buyer-app/supplier/list',
  buyerAppSupplierInfo: '/buyer-app/supplier/info',
  buyerAppProductInfo: '/buyer-app/product/info',
  // Showroom exhibits: the spec's three calls, plus adding and ordering (named in the same style)
  showroomExhibitList: `${API_V1}/showcase/getShowcaseProduct`,
  showroomExhibitRemove: `${API_V1}/showcase/delSupplierShowcaseProduct`,
  showroomSuggestions: `${API_V1}/showcase/recommendingCommodities`,
  showroomExhibitAdd: `${API_V1}/showcase/addSupplierShowcaseProduct`,
  showroomExhibitSort: `${API_V1}/showcase/sortSupplierShowcaseProduct`,
  // Service and quota
  effectiveService: `${API_V1}/supplier/service/getEffectiveServiceBySupplierId`,
  timeRemaining: `${API_V1}/supplier/service/getTimeRemainingBySupplierId`,
  quotaInfo: `${API_V1}/supplier/service/quota`,
  quotaLedger: `${API_V1}/supplier/service/quota/ledger`,
  // Files
  upload: `${API_V1}/common/upload`,
  /** A fresh address of a file the caller may read (private files' addresses last minutes). */
  fileLink: `${API_V1}/common/file/link`,
  /**
   * GET /api/files/<fileId> (and /thumb): files are served here by signed address. Public images for a
   * day; private files (documents, chat pictures, imports) for minutes, minted only for who may read them.
   */
  files: '/files',
} as const;

/** Routes of the web app that the server needs to know (links in mails). */
export const webPaths = {
  login: '/login',
  resetPassword: '/resetPwd',
  verifyEmail: '/verify-email',
} as const;
