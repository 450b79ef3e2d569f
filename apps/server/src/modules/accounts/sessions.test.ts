import { accountCalls, type SessionEndReason } from '@sc/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { callApi, logIn, signUp, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen } from '../../test/socketClient.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

describe('sessions', () => {
  it('lets a token call protected calls and refuses a missing or forged one with 401', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const info = await callApi(t, accountCalls.loginInfo, { userName: input.email, sign: 1 }, { token });
    expect(info.body).toMatchObject({
      code: 0,
      data: { email: input.email, companyName: input.companyName, roles: ['owner'] },
    });
    expect((await callApi(t, accountCalls.loginInfo, {})).status).toBe(401);
    const forged = await callApi(t, accountCalls.loginInfo, {}, { token: 'x'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ code: 40100, msg: 'Please sign in', data: null });
  });

  it('never trusts userName or headers for identity', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUp(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${accountCalls.loginInfo.path}`,
      payload: { userName: b.input.email },
      headers: {
        authorization: `Bearer ${a.token}`,
        supplierId: String(b.supplierId),
        operatorId: String(b.adminId),
      },
    });
    expect(response.json().data).toMatchObject({ email: a.input.email, supplierId: a.supplierId });
  });

  it('supersedes the old token when the user logs in again: 401 with the "another device" code', async () => {
    const { token: first, input } = await signUpAndLogIn(t);
    // Used once, so this process remembers the token; the new login must still end it at once.
    expect((await callApi(t, accountCalls.loginInfo, {}, { token: first })).body.code).toBe(0);
    const second = await logIn(t, { username: input.email, password: input.password });
    const old = await callApi(t, accountCalls.loginInfo, {}, { token: first });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({
      code: 40101,
      msg: 'Your account has logged in on another device. Logging out now.',
      data: null,
    });
    expect(
      (await callApi(t, accountCalls.loginInfo, {}, { token: second.body.data.access_token })).body.code,
    ).toBe(0);
  });

  it('keeps exactly one session active when logins race', async () => {
    const { input } = await signUp(t);
    const logins = await Promise.all(
      Array.from({ length: 5 }, () => logIn(t, { username: input.email, password: input.password })),
    );
    const tokens = logins.map((l) => l.body.data.access_token);
    const answers = await Promise.all(
      tokens.map((token) => callApi(t, accountCalls.loginInfo, {}, { token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('ends the session on logout', async () => {
    const { token } = await signUpAndLogIn(t);
    expect((await callApi(t, accountCalls.logout, {}, { token })).body.code).toBe(0);
    const after = await callApi(t, accountCalls.loginInfo, {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(40100);
  });

  it('refuses an expired session', async () => {
    const { token, adminId } = await signUpAndLogIn(t);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, adminId));
    expect((await callApi(t, accountCalls.loginInfo, {}, { token })).status).toBe(401);
  });
});

describe('sockets', () => {
  it('connects with a valid token and answers a ping', async () => {
    const { token } = await signUpAndLogIn(t);
    const socket = await connectSocket(url, token);
    const pong = await socket.emitWithAck('ping');
    expect(Date.parse(pong.serverTime)).toBeGreaterThan(0);
    socket.close();
  });

  it('refuses a handshake without a valid token', async () => {
    await expect(connectSocket(url, undefined)).rejects.toThrow('UNAUTHORIZED');
    await expect(connectSocket(url, 'forged-token')).rejects.toThrow('UNAUTHORIZED');
  });

  it('refuses a handshake from a foreign browser origin', async () => {
    const { token } = await signUpAndLogIn(t);
    await expect(connectSocket(url, token, { origin: 'https://evil.example' })).rejects.toThrow();
    const ours = await connectSocket(url, token, { origin: 'http://portal.test' });
    ours.close();
  });

  it('tells the old socket its session was replaced and disconnects it when the user logs in elsewhere', async () => {
    const { token, input } = await signUpAndLogIn(t);
    const socket = await connectSocket(url, token);
    const ended = new Promise<SessionEndReason>((resolve) =>
      socket.on('session:ended', ({ reason }) => resolve(reason)),
    );
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await logIn(t, { username: input.email, password: input.password });
    expect(await ended).toBe('replaced');
    expect(await disconnected).toBe('io server disconnect');
    await expect(connectSocket(url, token)).rejects.toThrow('SESSION_REPLACED');
  });

  it('disconnects the socket on logout', async () => {
    const { token } = await signUpAndLogIn(t);
    const socket = await connectSocket(url, token);
    const ended = new Promise<SessionEndReason>((resolve) =>
      socket.on('session:ended', ({ reason }) => resolve(reason)),
    );
    await callApi(t, accountCalls.logout, {}, { token });
    expect(await ended).toBe('logout');
  });
});
