import { webPaths } from '@sc/contract';

/** Route paths of the web app; use these instead of string literals. */
export const paths = {
  root: '/',
  home: '/index',
  login: webPaths.login,
  resetPassword: webPaths.resetPassword,
  /** Menu pages of the buyers group. */
  buyersList: '/buyersList',
  recommendedBuyers: '/recommendedBuyers',
  visitors: '/visitors',
  /** Menu pages of the products group (their menu entries come from the server). */
  catalogue: '/catalogue',
  myProducts: '/myProducts',
  /** Chat: the menu page (Communicate) and the fixed mobile page (SPEC 2). */
  communicate: '/communicate',
  mobileCommunicate: '/mobileCommunicate',
  notFound: '/404',
  forbidden: '/403',
} as const;

/** The buyers' app: its own session and guard, so the portal's guard leaves everything under root alone. */
export const buyerPaths = {
  root: '/buyer',
  login: '/buyer/login',
  suppliers: '/buyer/suppliers',
  chat: (conversationId: number) => `/buyer/chat/${conversationId}`,
  newChat: (supplierId: number) => `/buyer/supplier/${supplierId}/chat`,
  showroom: (supplierId: number) => `/buyer/supplier/${supplierId}`,
  product: (productId: number) => `/buyer/product/${productId}`,
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
} as const;

/** True for /console and every page below it. */
export function isConsolePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === consolePaths.root || path.startsWith(`${consolePaths.root}/`);
}

/** Paths a signed-out visitor may open (SPEC 2); every other path sends them to login. */
export const publicPaths: readonly string[] = [paths.login, paths.resetPassword];

/** Below this viewport width the portal uses a drawer instead of a fixed side menu. */
export const MOBILE_LAYOUT_MAX_WIDTH = 768;

/** What the chat page opens for a buyer on arrival: the product picker or the PDF picker. */
export type ChatLinkAction = 'product' | 'pdf';

/** The chat with one buyer: /communicate?buyerId=N (opened, or started when there is none yet). */
export function chatWithBuyer(buyerId: number, action?: ChatLinkAction): string {
  const params = new URLSearchParams({ buyerId: String(buyerId) });
  if (action) params.set('action', action);
  return `${paths.communicate}?${params.toString()}`;
}
