import type { RfqFlag } from '@sc/contract';

/** Words an RFQ may not carry without a look from the platform team (off-platform contact, illegal goods). */
export const RFQ_BANNED_WORDS = [
  'whatsapp',
  'wechat',
  'telegram',
  'viber',
  'skype',
  'replica',
  'counterfeit',
  'casino',
  'cocaine',
  'firearm',
  '微信',
  '高仿',
  '假货',
] as const;

const LINK = /(https?:\/\/|www\.|\b[\w-]+\.(com|net|org|cn|io|co|biz|info|shop|top|xyz|ru)\b)/i;
const HAS_TEXT = /[\p{L}\p{N}]/u;

/** A product name as the duplicate rule compares it: trimmed, lower case, single spaces. */
export function normalisedProductName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The moderation rules run on a new RFQ: text without a letter or digit, a duplicate of the buyer's
 * recent request (found by the caller), a link, or a banned word. Any flag holds it for review.
 */
export function flagsOf(rfq: { productName: string; remark: string }, isDuplicate: boolean): RfqFlag[] {
  const text = `${rfq.productName}\n${rfq.remark}`;
  const lower = text.toLowerCase();
  const flags: RfqFlag[] = [];
  if (!HAS_TEXT.test(rfq.productName)) flags.push('empty_text');
  if (isDuplicate) flags.push('duplicate');
  if (LINK.test(text)) flags.push('link');
  const isBanned = (word: string) =>
    /^[a-z]+$/.test(word) ? new RegExp(`\\b${word}\\b`).test(lower) : lower.includes(word);
  if (RFQ_BANNED_WORDS.some(isBanned)) flags.push('banned_word');
  return flags;
}
