import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RedisClients {
  /** Commands and publishing: rate limits, Socket.IO broadcasts. Fails fast when Redis is away. */
  pub: Redis;
  /** Subscriptions only; retries forever so no process stops hearing the others. */
  sub: Redis;
}

function whenReady(client: Redis, url: string, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis at ${new URL(url).host} is not reachable (REDIS_URL)`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', onReady);
  });
}

/**
 * Opens both clients and waits until they are ready: a SUBSCRIBE sent before the ready check
 * breaks the subscriber connection (the check is not allowed in subscriber mode).
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  timeoutMs = 10_000,
): Promise<RedisClients> {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (error: Error) =>
      log.warn({ redis: name, err: error.message }, 'redis connection error'),
    );
  }
  // The Socket.IO adapter publishes without waiting for the answer: while Redis is away each publish
  // rejects (after the retries) and a rejection nobody handles ends the process. Delivery to this
  // process's own sockets does not need Redis and goes on; the other processes miss the event.
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: Error) => {
      log.warn({ redis: 'pub', err: error.message }, 'redis publish failed');
      return 0;
    })) as typeof pub.publish;
  try {
    await Promise.all([whenReady(pub, url, timeoutMs), whenReady(sub, url, timeoutMs)]);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  return { pub, sub };
}

/**
 * Closes both clients. A client still reconnecting is given a moment to finish first: ioredis
 * re-sends its subscriptions on reconnect without handling their answers, so quitting in the middle
 * would reject them with nobody listening (an unhandled rejection at shutdown).
 */
export async function closeRedis({ pub, sub }: RedisClients, settleMs = 3000): Promise<void> {
  await Promise.all(
    [pub, sub].map(async (client) => {
      if (client.status === 'connecting' || client.status === 'reconnecting' || client.status === 'connect') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, settleMs);
          function done() {
            clearTimeout(timer);
            client.off('ready', done);
            resolve();
          }
          client.once('ready', done);
        });
      }
      await client.quit().catch(() => client.disconnect());
    }),
  );
}
