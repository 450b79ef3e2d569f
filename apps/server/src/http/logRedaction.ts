import type { FastifyRequest } from 'fastify';

/** Query parameters that grant access (a reset link's token, a file URL's signature). */
const SECRET_QUERY = /([?&](?:token|sig)=)[^&#]*/gi;

/** The URL with secret query values replaced, for log lines. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request log fields, with secrets in the query string redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
