import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OperatorKeys } from './operatorKeys.js';

/**
 * What the users.totp_secret column holds, sealed with AES-256-GCM: the TOTP secret, the last time
 * step a code was accepted for (a code is never accepted twice), and the sign-in (or setup) under way
 * with its wrong codes. Sealed as a whole, so the column is one opaque value.
 */
const TotpStateSchema = z.object({
  secret: z.string().min(16),
  lastStep: z.number().int().nullable(),
  challenge: z.string().nullable(),
  failures: z.number().int().min(0),
});
export type TotpState = z.infer<typeof TotpStateSchema>;

const VERSION = 'v1';

/** Seals a state for the database: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealTotpState(keys: OperatorKeys, state: TotpState): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  cipher.setAAD(Buffer.from(`${VERSION}.${keys.id}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, keys.id, ...parts].join('.');
}

/**
 * Opens a sealed state; throws when it was sealed with another key (OPERATOR_KEY or the key file of DATA_DIR changed
 * or differs between processes) or was tampered with.
 */
export function openTotpState(keys: OperatorKeys, sealed: string): TotpState {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unknown sealed TOTP state');
  if (keyId !== keys.id) {
    throw new Error(
      `TOTP state sealed with key ${keyId}, this server has ${keys.id}: give every process the same OPERATOR_KEY (or DATA_DIR/keys)`,
    );
  }
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return TotpStateSchema.parse(JSON.parse(plain.toString('utf8')));
}
