import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './AppError.js';
import { sendAppError } from './errorHandler.js';

/**
 * The sign-in page with a captcha key of its own: the page announces the key's image (a preload the
 * browser starts while it fetches the page's code) and names the key for the form (`captcha-key`), so
 * the captcha is there when the form is drawn instead of a round trip later. A key is random and
 * unknown to the server until its image is asked for, like a key the page makes itself.
 */
export function signInPageWithCaptcha(page: string): string {
  const key = randomBytes(16).toString('hex');
  return page.replace(
    '</head>',
    `  <meta name="captcha-key" content="${key}">\n    <link rel="preload" as="image" href="/api/code?randomStr=${key}">\n  </head>`,
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for /login and app.html (the
 * same page, announcing the signed-in app's code) for every other page path (the client router
 * decides, /404 included). Unknown /api paths get the 404 envelope. Files are
 * sent as the build's brotli or gzip copy when the browser accepts one (`file.br`, `file.gz`); the
 * sign-in page carries a fresh captcha key each time (compressed on the way like any answer).
 */
export async function installWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // app.html announces the signed-in app's code for every page but sign-in (apps/web appPageHtml.ts).
  const hasAppPage = existsSync(join(webDist, 'app.html'));
  const pageFor = (path: string) => (hasAppPage && path !== '/login' ? 'app.html' : 'index.html');
  const signInPage = hasWeb ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control below; send's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('vary', 'accept-encoding');
        res.setHeader(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/socket.io');
    if (hasWeb && isPage) return reply.header('cache-control', 'no-cache').sendFile(pageFor(path));
    return sendAppError(request, reply, new AppError('NOT_FOUND'));
  });
  // A route of its own (not the fallback above), so its answer is compressed like the API's.
  if (hasWeb)
    app.get('/login', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(signInPageWithCaptcha(signInPage)),
    );
}
