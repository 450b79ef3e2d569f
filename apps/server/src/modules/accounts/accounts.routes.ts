import {
  API_BASE,
  accountCalls,
  apiPaths,
  CaptchaQuerySchema,
  envelopeOf,
  LoginTokenRequestSchema,
  LoginTokenResultSchema,
  translate,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { defineCall } from '../../http/defineCall.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { issueCaptcha } from './captcha.service.js';
import { resendVerification, verifyEmail } from './emailVerification.service.js';
import { loginWithPassword } from './login.service.js';
import { changeOwnPassword, requestPasswordReset, resetPassword } from './password.service.js';
import { getMyProfile } from './profile.service.js';
import { listJobTitles, registerSupplier } from './registration.service.js';
import { logout } from './session.service.js';

/** True when the Basic authorization names the configured web client. */
function isWebClient(ctx: AppContext, header: string | undefined): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return id === ctx.config.webClient.id && secret === ctx.config.webClient.secret;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Accounts'];

  typed.get(
    `${API_BASE}${apiPaths.captcha}`,
    {
      schema: {
        summary: 'Captcha image (SVG) for a client key; each key answers once',
        tags,
        querystring: CaptchaQuerySchema,
      },
    },
    async (request, reply) => {
      await assertNotBlocked([[ctx.limits.captchaPerIp, request.ip]]);
      await ctx.limits.captchaPerIp.hit(request.ip);
      const svg = await issueCaptcha(ctx, request.query.randomStr);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  typed.post(
    `${API_BASE}${apiPaths.token}`,
    {
      schema: {
        summary: 'Log in (form-encoded, HTTP Basic authorization of the web client)',
        tags,
        body: LoginTokenRequestSchema,
        response: { 200: envelopeOf(LoginTokenResultSchema) },
        security: [{ webClient: [] }],
      },
      preValidation: async (request) => {
        if (!isWebClient(ctx, request.headers.authorization)) throw new AppError('BAD_CLIENT');
      },
    },
    async (request) => {
      const data = await loginWithPassword(ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        lang: request.lang,
      });
      return { code: 0, msg: translate(request.lang, 'error.OK'), data };
    },
  );

  defineCall(app, ctx, accountCalls.logout, 'signedIn', async (_input, caller) => {
    await logout(ctx, caller);
    return null;
  });
  defineCall(app, ctx, accountCalls.register, 'public', (input, _caller, request) =>
    registerSupplier(ctx, input, { lang: request.lang, ip: request.ip }),
  );
  defineCall(app, ctx, accountCalls.verifyEmail, 'public', async (input) => {
    await verifyEmail(ctx, input);
    return null;
  });
  defineCall(app, ctx, accountCalls.resendVerification, 'account:read', (_input, caller, request) =>
    resendVerification(ctx, caller, request.lang),
  );
  defineCall(app, ctx, accountCalls.jobTitles, 'public', (_input, _caller, request) =>
    listJobTitles(request.lang),
  );
  defineCall(app, ctx, accountCalls.loginInfo, 'account:read', (_input, caller) => getMyProfile(ctx, caller));
  defineCall(app, ctx, accountCalls.forgotPassword, 'public', async (input, _caller, request) => {
    await requestPasswordReset(ctx, input, request.lang, request.ip);
    return null;
  });
  defineCall(app, ctx, accountCalls.resetPassword, 'public', async (input) => {
    await resetPassword(ctx, input);
    return null;
  });
  defineCall(app, ctx, accountCalls.changePasswordSelf, 'account:password', async (input, caller) => {
    await changeOwnPassword(ctx, caller, input);
    return null;
  });
}
