import { ACCOUNT_LIMITS } from '@sc/contract';
import svgCaptcha from 'svg-captcha';
import type { AppContext, CaptchaMaker } from '../../context.js';
import { hashSecret } from '../../platform/secrets.js';
import { saveCaptcha, takeCaptcha } from './captchas.repository.js';

/** Four characters without look-alikes, drawn as paths (no text to scrape). */
export const makeSvgCaptcha: CaptchaMaker = () => {
  const { data, text } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1iIlL',
    noise: 2,
    color: true,
    background: '#f3f6fb',
    width: 120,
    height: 40,
    fontSize: 46,
  });
  return { svg: data, text };
};

const answerHash = (code: string) => hashSecret(code.trim().toLowerCase());

/** Makes a captcha for a client key and stores its answer; a key fetched again gets a new answer. */
export async function issueCaptcha(ctx: AppContext, key: string): Promise<string> {
  const { svg, text } = ctx.makeCaptcha();
  const expiresAt = new Date(Date.now() + ACCOUNT_LIMITS.captchaTtlSeconds * 1000);
  await saveCaptcha(ctx.db, { key, codeHash: answerHash(text), expiresAt });
  return svg;
}

/** Checks an answer; the key is used up whatever the outcome, so each answers once. */
export async function consumeCaptcha(ctx: AppContext, key: string, code: string): Promise<boolean> {
  const row = await takeCaptcha(ctx.db, key);
  if (ctx.config.captchaFixedCode !== undefined) return code.trim() === ctx.config.captchaFixedCode;
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.codeHash === answerHash(code);
}
