import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';

/** What operators' two-factor sign-in needs a server key for: sealing secrets and signing challenges. */
export interface OperatorKeys {
  /** AES-256-GCM key that seals TOTP secrets at rest. */
  seal: Buffer;
  /** HMAC-SHA256 key that signs sign-in challenges. */
  sign: Buffer;
  /** A short fingerprint of the key, stored with each sealed value (a value sealed with another key is told apart). */
  id: string;
}

const operatorKeysCache = defineCache<OperatorKeys>({
  name: 'operator keys',
  ttlMs: Number.POSITIVE_INFINITY,
  maxEntries: 4,
});

/** The file holding the server's operator key (32 random bytes, base64), made on first use. */
export function operatorKeyPath(dataDir: string): string {
  return join(dataDir, 'keys', 'operators.key');
}

async function readOrCreateKey(path: string): Promise<Buffer> {
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  try {
    // `wx`: two processes starting at once keep the first one's key.
    await writeFile(path, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
}

/** Derives the sealing and signing keys from the master key. */
export function deriveOperatorKeys(master: Buffer): OperatorKeys {
  if (master.length < 32) throw new Error('the operator key must hold at least 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  const seal = derive('supplier-cloud operators totp-seal v1');
  return {
    seal,
    sign: derive('supplier-cloud operators challenge-sign v1'),
    id: createHash('sha256').update(seal).digest('hex').slice(0, 8),
  };
}

/**
 * The server's operator keys, derived from OPERATOR_KEY when it is set (what several machines must
 * share), else from the key file under DATA_DIR (made on first use, readable by the server's user
 * only; several processes must then share that file).
 */
export function operatorKeys(ctx: AppContext): Promise<OperatorKeys> {
  const configured = ctx.config.operatorKey;
  if (configured)
    return ctx.caches.of(operatorKeysCache).get('OPERATOR_KEY', async () => deriveOperatorKeys(configured));
  const path = operatorKeyPath(ctx.config.dataDir);
  return ctx.caches
    .of(operatorKeysCache)
    .get(path, async () => deriveOperatorKeys(await readOrCreateKey(path)));
}
