import { ErrorCode } from '@sc/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { nextMessage, send, stored } from '../test/chatFactories.js';
import { describeWithServer } from '../test/describeWithServer.js';
import { logIn, signUpAndLogIn } from '../test/factories.js';
import { connectSocket, listen } from '../test/socketClient.js';
import { startTcpProxy, type TcpProxy } from '../test/tcpProxy.js';
import { createTestApp, type TestApp } from '../test/testApp.js';

// Redis reached through a relay the test can cut, as a Redis restart or a network drop would.
describeWithServer('TEST_REDIS_URL', 'a dropped Redis connection', (redisUrl) => {
  let t: TestApp;
  let proxy: TcpProxy;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    const server = new URL(redisUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 6379) });
    const through = new URL(redisUrl);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    t = await createTestApp({ REDIS_URL: through.toString() });
  });
  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    await proxy?.up().catch(() => {});
    await t?.close();
    await proxy?.close();
  });

  it('keeps the process, its sockets and its logins running while Redis is away', async () => {
    const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const buyer = await makeBuyerAndLogIn(t);
    const url = await listen(t);
    const supplierSocket = await connectSocket(url, supplier.token);
    const buyerSocket = await connectSocket(url, buyer.token);
    try {
      await proxy.down();
      // Delivered on this process even though no other process can hear it now.
      const arriving = nextMessage(buyerSocket, buyer.code);
      const sent = stored(
        await send(supplierSocket, { buyerId: buyer.buyerId, content: 'While Redis is away' }),
      );
      expect((await arriving).id).toBe(sent.id);
      const login = await logIn(t, { username: supplier.input.email, password: 'Wrong#0', ip: '10.8.0.1' });
      // Rate limits count in this process's memory meanwhile: a wrong password is still just refused.
      expect(login.status).toBe(200);
      expect(login.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
      // Past the client's retries, when failed publishes would surface.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(crashes.map(String)).toEqual([]);
      expect(t.logText()).toContain('redis publish failed');

      // Redis back: the clients reconnect on their own; nothing needed restarting.
      await proxy.up();
      const again = nextMessage(buyerSocket, buyer.code);
      const second = stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Redis is back' }));
      expect((await again).id).toBe(second.id);
    } finally {
      supplierSocket.close();
      buyerSocket.close();
    }
  });
});
