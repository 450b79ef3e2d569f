import { accountCalls, buyerAppCalls, type ChatMessage, type SessionEndReason } from '@sc/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { describeWithServer } from '../test/describeWithServer.js';
import { callApi, logIn, signUpAndLogIn } from '../test/factories.js';
import { connectSocket, listen } from '../test/socketClient.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

// Two server processes of one portal: same database, Socket.IO joined through Redis.
// Needs a Redis server at TEST_REDIS_URL: .ci/run sets it, and under CI a missing one fails the suite.
describeWithServer('TEST_REDIS_URL', 'two processes with Redis', (redisUrl) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl };
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
    expect((await callApi(b, accountCalls.loginInfo, {}, { token })).body.code).toBe(0);
    expect((await logIn(a, { username: input.email, password: input.password })).body.code).toBe(0);
    // The word travels through Redis; give it the moment it takes.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 401; tries++) {
      status = (await callApi(b, accountCalls.loginInfo, {}, { token })).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('delivers a chat message to a buyer connected to the other process, and the receipt back', async () => {
    const supplier = await signUpAndLogIn(a, {}, { showroom: 'open' });
    const buyer = await makeBuyerAndLogIn(b);
    const supplierSocket = await connectSocket(await listen(a), supplier.token);
    const buyerSocket = await connectSocket(await listen(b), buyer.token);
    try {
      const arriving = new Promise<ChatMessage>((resolve) =>
        buyerSocket.once(`message${buyer.code}`, resolve),
      );
      const ack = await supplierSocket.emitWithAck('chat:send', {
        clientId: 'cross-process-0001',
        buyerId: buyer.buyerId,
        type: 1,
        content: 'Across processes',
      });
      if (!ack.ok) throw new Error(JSON.stringify(ack));
      expect((await arriving).id).toBe(ack.message.id);
      const receipt = new Promise<number>((resolve) =>
        supplierSocket.once('chat:viewed', (r) => resolve(r.upToId)),
      );
      await callApi(
        b,
        buyerAppCalls.markViewed,
        { conversationId: ack.message.conversationId, upToId: ack.message.id },
        { token: buyer.token },
      );
      expect(await receipt).toBe(ack.message.id);
    } finally {
      supplierSocket.close();
      buyerSocket.close();
    }
  });

  it('shares the login rate limit between processes', async () => {
    const { input } = await signUpAndLogIn(a);
    for (let i = 0; i < 5; i++) {
      await logIn(i % 2 ? a : b, { username: input.email, password: `Wrong#${i}`, ip: `10.9.0.${i}` });
    }
    // 10.9.0.4 failed on process b: process a knows both the account's count and that address's.
    expect((await logIn(a, { username: input.email, password: input.password, ip: '10.9.0.4' })).status).toBe(
      429,
    );
    expect(
      (await logIn(b, { username: input.email, password: input.password, ip: '10.9.1.1' })).body.code,
    ).toBe(0);
  });
});
