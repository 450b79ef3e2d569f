import { ACCOUNT_LIMITS } from '@sc/contract';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppContext, CaptchaMaker } from '../../context.js';
import { captchas } from '../../db/schema/index.js';
import { hashSecret } from '../../platform/secrets.js';

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
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`));
  await ctx.db
    .insert(captchas)
    .values({ key, codeHash: answerHash(text), expiresAt })
    .onConflictDoUpdate({ target: captchas.key, set: { codeHash: answerHash(text), expiresAt } });
  return svg;
}

/** Checks an answer; the key is used up whatever the outcome, so each answers once. */
export async function consumeCaptcha(ctx: AppContext, key: string, code: string): Promise<boolean> {
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.key, key)).returning();
  if (ctx.config.captchaFixedCode !== undefined) return code.trim() === ctx.config.captchaFixedCode;
  if (!row || row.expiresAt.getTime() < Date.now()) return false;
  return row.codeHash === answerHash(code);
}
