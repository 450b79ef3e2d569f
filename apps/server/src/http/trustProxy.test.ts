import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, signUpAndLogIn } from '../test/factories.js';
import { connectSocket, listen } from '../test/socketClient.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

/** The address a failed login was keyed and logged on, for a request with these headers and peer. */
async function addressSeenFor(t: TestApp, peer: string, forwardedFor?: string): Promise<unknown> {
  const username = `probe.${Math.random().toString(36).slice(2)}@x.test`;
  await logIn(t, {
    username,
    password: 'Wrong#2026',
    ip: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return t.logs.find((line) => line.msg === 'login failed' && line.account === username)?.ip;
}

describe('TRUST_PROXY=1: one proxy in front appends the real address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const proxy = '10.0.0.5';
  const real = '203.0.113.7';

  it('limits 60 failed logins with forged X-Forwarded-For on the address the proxy appended', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const forged = `198.51.${i}.1`;
      const result = await logIn(t, {
        username: `probe${i}@forged.test`,
        password: 'Wrong#2026',
        ip: proxy,
        headers: { 'x-forwarded-for': `${forged}, ${real}` },
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(30).fill(429));

    // Another client behind the same proxy is not limited by the attacker's failures.
    const { input } = await signUp(t);
    const other = await logIn(t, {
      username: input.email,
      password: input.password,
      ip: proxy,
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.body.code).toBe(0);
  });

  it('logs the address the proxy appended, never the one the client wrote', async () => {
    expect(await addressSeenFor(t, proxy, '1.2.3.4, 203.0.113.20')).toBe('203.0.113.20');
    expect(await addressSeenFor(t, proxy, '203.0.113.21')).toBe('203.0.113.21');
    // No header: the peer itself is the client.
    expect(await addressSeenFor(t, '198.51.100.30')).toBe('198.51.100.30');
  });

  it('gives a socket the same address as HTTP', async () => {
    const { token } = await signUpAndLogIn(t);
    const url = await listen(t);
    const socket = await connectSocket(url, token, { 'x-forwarded-for': '1.2.3.4, 203.0.113.40' });
    try {
      const sockets = await t.io.fetchSockets();
      expect(sockets.map((s) => s.data.ip)).toContain('203.0.113.40');
      expect(sockets.map((s) => s.data.ip)).not.toContain('1.2.3.4');
    } finally {
      socket.close();
    }
    await expect(
      connectSocket(url, 'not-a-token', { 'x-forwarded-for': '1.2.3.4, 203.0.113.41' }),
    ).rejects.toThrow();
    expect(t.logs.find((line) => line.msg === 'socket refused')?.ip).toBe('203.0.113.41');
  });
});

describe('TRUST_PROXY=10.0.0.0/8: proxies by address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('skips every trusted proxy and stops at the first address that is not one', async () => {
    expect(await addressSeenFor(t, '10.0.0.5', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeenFor(t, '10.0.0.5', '1.2.3.4, 203.0.113.7, 10.0.0.6')).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    expect(await addressSeenFor(t, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keys on the peer and ignores X-Forwarded-For', async () => {
    expect(await addressSeenFor(t, '198.51.100.9', '1.2.3.4')).toBe('198.51.100.9');
  });
});
