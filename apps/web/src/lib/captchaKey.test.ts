import { describe, expect, it } from 'vitest';
import { captchaImageUrl, createCaptchaKey } from './captchaKey';

describe('captcha key', () => {
  it('makes a new 32-character hex key each time', () => {
    const a = createCaptchaKey();
    const b = createCaptchaKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('builds the image address under /api/code', () => {
    expect(captchaImageUrl('abc123')).toBe('/api/code?randomStr=abc123');
  });
});
