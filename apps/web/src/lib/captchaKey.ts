/** A fresh random key for one captcha image; the server answers each key once. */
export function createCaptchaKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The captcha image address for a key: GET /api/code?randomStr=KEY. */
export function captchaImageUrl(key: string): string {
  return `/api/code?${new URLSearchParams({ randomStr: key }).toString()}`;
}

/**
 * The key the sign-in page came with (the server names it in a `captcha-key` meta, and the page has
 * already asked for its image), for the first form that asks: the meta goes with it, so later forms,
 * like a page without one, make their own.
 */
export function takePageCaptchaKey(): string | undefined {
  const meta = document.querySelector('meta[name="captcha-key"]');
  meta?.remove();
  return meta?.getAttribute('content') ?? undefined;
}
