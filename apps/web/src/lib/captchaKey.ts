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
