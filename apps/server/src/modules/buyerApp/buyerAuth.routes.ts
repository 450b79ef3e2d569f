import { buyerAppCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { loginBuyer } from '../accounts/login.service.js';

/** The buyers' app's sign-in (the portal's captcha, a JSON body). */
export function registerBuyerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, buyerAppCalls.signIn, 'public', (input, _caller, request) =>
    loginBuyer(ctx, input, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );
}
