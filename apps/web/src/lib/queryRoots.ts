/**
 * First elements of the query keys each feature owns. A mutation in one feature refreshes another
 * feature's lists through these roots, so features need not import each other.
 */
export const queryRoots = {
  buyers: 'buyers',
  /** Everything the buyers' app (a signed-in buyer) reads; dropped at sign-out. */
  buyerApp: 'buyerApp',
  catalogue: 'catalogue',
  /** My company profile, its pictures and the showroom's state (checklist, publish, unlock). */
  company: 'company',
  /** Conversations, their counts and buyer panels of the supplier's chat. */
  chat: 'chat',
  products: 'products',
  quotes: 'quotes',
  /** The supplier's multi-product quotations. */
  quotations: 'quotations',
  reference: 'reference',
  /** The RFQ market as a supplier sees it: open RFQs, their details and my quotes on them. */
  rfq: 'rfq',
  /** My showroom: displayed products and suggestions. */
  showroom: 'showroom',
  /** The supplier's service and buyer-contact quota. */
  service: 'service',
  /** Packages on sale, payment orders and receipts. */
  billing: 'billing',
  /** The home page: dashboard figures, notices, What's New, FAQ, tasks and the guide. */
  home: 'home',
  /** The supplier's conversation with the support team (the live-chat widget). */
  support: 'support',
  /** My credentials and their review (and the console's review queue). */
  credentials: 'credentials',
  /** My invitation code, link and invitations (the affiliate programme) and the referral console. */
  affiliate: 'affiliate',
} as const;
