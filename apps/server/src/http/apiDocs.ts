import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's schemas: viewer at /api/docs, JSON at /api/docs/openapi.json. */
export async function installApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Supplier Cloud API',
        version: '1.0.0',
        description:
          'Every call answers with the envelope { code, msg, data }: code 0 is success; other codes are stable ' +
          'business errors with a message in the language of Accept-Language. HTTP status is reserved for ' +
          'transport meaning (401, 403, 404, 413, 429, 5xx).',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'access_token from /api/auth/oauth/token',
          },
          webClient: { type: 'http', scheme: 'basic', description: "The web client's id and secret" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The viewer's own CSP, held to the same rules as the rest of the portal.
    transformStaticCSP: (header) =>
      header
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/ ?upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
