/** The HTTP library (axios), fetched once, with the first call that needs it or ahead of it. */
export const loadHttpLibrary = () => import('axios').then((module) => module.default);

/** Starts fetching the HTTP library ahead of the first call (idle time on the sign-in page, a deep link). */
export function preloadHttp(): Promise<unknown> {
  return loadHttpLibrary();
}
