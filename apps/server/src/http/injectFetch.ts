import type { FastifyInstance } from 'fastify';

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

/**
 * A `fetch` that answers from this very app (Fastify's inject), not the network: the built-in
 * fake payment provider and the server talk HTTP to each other in one process, whatever address
 * the portal is published at, and tests need no listening port.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = { host: url.host };
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const reply = await app.inject({
      method: request.method as InjectMethod,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) replyHeaders.append(name, one);
    }
    const noBody = reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD';
    return new Response(noBody ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: replyHeaders,
    });
  };
}
