import {
  API_BASE,
  apiPaths,
  ChangePasswordSelfSchema,
  EmptySchema,
  envelopeOf,
  ForgotPasswordSchema,
  JobTitleListSchema,
  LoginInfoRequestSchema,
  LoginTokenRequestSchema,
  LoginTokenResultSchema,
  OkSchema,
  RegisterResultSchema,
  RegisterSchema,
  ResetPasswordSchema,
  translate,
  UserInfoSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { defineLegacyCall } from '../../http/defineCall.js';
import { assertNotBlocked } from '../../http/rateLimits.js';
import { toUserInfoDto } from './accounts.presenter.js';
import { issueCaptcha } from './captcha.service.js';
import { loginWithPassword } from './login.service.js';
import { changeOwnPassword, requestPasswordReset, resetPassword } from './password.service.js';
import { listJobTitles, registerSupplier } from './registration.service.js';
import { logout } from './session.service.js';
import { findUserProfile } from './users.repository.js';

const CaptchaQuerySchema = z.object({
  randomStr: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalid' })
    .describe('A random key made by the client; the login sends it back with the answer'),
});

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
      });
      return { code: 0, msg: translate(request.lang, 'error.OK'), data };
    },
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.logout,
      summary: 'Log out: ends this session',
      tags,
      access: 'signedIn',
      body: EmptySchema,
      result: OkSchema,
    },
    async (_input, caller) => {
      await logout(ctx, caller);
      return null;
    },
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.register,
      summary: 'Sign up: creates the supplier company and its admin user',
      tags,
      access: 'public',
      body: RegisterSchema,
      result: RegisterResultSchema,
    },
    (input, _caller, request) => registerSupplier(ctx, input, request.lang),
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.jobTitles,
      summary: 'Job title options for sign-up',
      tags,
      access: 'public',
      body: EmptySchema,
      result: JobTitleListSchema,
    },
    (_input, _caller, request) => listJobTitles(request.lang),
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.loginInfo,
      summary: "The signed-in user's profile (identity from the token, never from userName)",
      tags,
      access: 'account:read',
      body: LoginInfoRequestSchema,
      result: UserInfoSchema,
    },
    async (_input, caller) => {
      const profile = await findUserProfile(ctx.db, caller.userId);
      if (!profile) throw new AppError('UNAUTHORIZED');
      return toUserInfoDto(profile);
    },
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.forgotPassword,
      summary: 'Forgot password: mails a single-use reset link (same answer for unknown emails)',
      tags,
      access: 'public',
      body: ForgotPasswordSchema,
      result: OkSchema,
    },
    async (input, _caller, request) => {
      await requestPasswordReset(ctx, input, request.lang, request.ip);
      return null;
    },
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.resetPassword,
      summary: 'Reset password with the mailed link; ends every session',
      tags,
      access: 'public',
      body: ResetPasswordSchema,
      result: OkSchema,
    },
    async (input) => {
      await resetPassword(ctx, input);
      return null;
    },
  );

  defineLegacyCall(
    app,
    ctx,
    {
      path: apiPaths.changePasswordSelf,
      summary: 'Change own password (old, new, repeated new); ends every session',
      tags,
      access: 'account:password',
      body: ChangePasswordSelfSchema,
      result: OkSchema,
    },
    async (input, caller) => {
      await changeOwnPassword(ctx, caller, input);
      return null;
    },
  );
}
