import { z } from 'zod';
import { singleLineText } from './common.js';

// Schemas carry catalog keys as messages; server and web translate them with the same catalogs,
// so both sides reject the same input with the same words.

/** A required, trimmed line of text (no control characters); `key` is the catalog key shown when it is missing. */
export function requiredText(key: string, max = 255) {
  return singleLineText(max, key).min(1, { error: key });
}

export const EmailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .transform((email) => email.toLowerCase());
export type Email = z.infer<typeof EmailSchema>;
