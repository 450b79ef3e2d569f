import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { operatorKeyPath, operatorKeys } from './operatorKeys.js';
import { openTotpState, sealTotpState } from './totpState.js';

const state = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', lastStep: null, challenge: null, failures: 0 };

describe("the key sealing operators' two-factor secrets", () => {
  const apps: TestApp[] = [];
  /** Two processes of one portal on one database, each with its own DATA_DIR (two machines). */
  async function twoProcesses(env: Record<string, string> = {}) {
    const first = await createTestApp(env);
    const second = await createTestApp(env, { database: first.database });
    apps.push(second, first);
    return [first, second] as const;
  }
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  it('with OPERATOR_KEY, a secret sealed on one machine opens on another, and no key file is made', async () => {
    const [first, second] = await twoProcesses({ OPERATOR_KEY: randomBytes(32).toString('base64') });
    const sealed = sealTotpState(await operatorKeys(first.ctx), state);
    expect(openTotpState(await operatorKeys(second.ctx), sealed)).toEqual(state);
    expect(existsSync(operatorKeyPath(first.dataDir))).toBe(false);
    expect(existsSync(operatorKeyPath(second.dataDir))).toBe(false);
  });

  it('without it, each DATA_DIR makes its own key: the other machine cannot open the secret and says why', async () => {
    const [first, second] = await twoProcesses();
    const sealed = sealTotpState(await operatorKeys(first.ctx), state);
    expect(existsSync(operatorKeyPath(first.dataDir))).toBe(true);
    await expect(operatorKeys(second.ctx).then((keys) => openTotpState(keys, sealed))).rejects.toThrow(
      /give every process the same OPERATOR_KEY/,
    );
  });
});
