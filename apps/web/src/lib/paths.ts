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
  notFound: '/404',
  forbidden: '/403',
} as const;

/** Paths a signed-out visitor may open (SPEC 2); every other path sends them to login. */
export const publicPaths: readonly string[] = [paths.login, paths.resetPassword];

/** Below this viewport width the portal uses a drawer instead of a fixed side menu. */
export const MOBILE_LAYOUT_MAX_WIDTH = 768;
