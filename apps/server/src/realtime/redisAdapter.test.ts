import { apiPaths, type SessionEndReason } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, logIn, signUpAndLogIn } from '../test/factories.js';
import { connectSocket, listen } from '../test/socketClient.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

// Two server processes of one portal: same database, Socket.IO joined through Redis.
// Runs when TEST_REDIS_URL is set (CI sets it); needs a Redis server.
describe.runIf(process.env.TEST_REDIS_URL)('two processes with Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    a = await createTestApp(env);
    b = await createTestApp(env, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('disconnects a socket held by one process when a login on the other replaces its session', async () => {
    const { token, input } = await signUpAndLogIn(a);
    const socket = await connectSocket(await listen(a), token);
    const ended = new Promise<SessionEndReason>((resolve) =>
      socket.on('session:ended', ({ reason }) => resolve(reason)),
    );
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect((await logIn(b, { username: input.email, password: input.password })).body.code).toBe(0);
    expect(await ended).toBe('replaced');
    expect(await disconnected).toBe('io server disconnect');
  });

  it('refuses a replaced token at once on the other process, even though that process had just checked it', async () => {
    const { token, input } = await signUpAndLogIn(a);
    expect((await call(b, apiPaths.loginInfo, {}, { token })).body.code).toBe(0);
    expect((await logIn(a, { username: input.email, password: input.password })).body.code).toBe(0);
    // The word travels through Redis; give it the moment it takes.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 401; tries++) {
      status = (await call(b, apiPaths.loginInfo, {}, { token })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('shares the login rate limit between processes', async () => {
    const { input } = await signUpAndLogIn(a);
    for (let i = 0; i < 5; i++) {
      await logIn(i % 2 ? a : b, { username: input.email, password: `Wrong#${i}`, ip: `10.9.0.${i}` });
    }
    expect((await logIn(a, { username: input.email, password: input.password, ip: '10.9.1.1' })).status).toBe(
      429,
    );
  });
});
