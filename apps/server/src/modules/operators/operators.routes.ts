import { consoleAccountCalls, consoleAuthCalls, consoleOperatorCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import {
  createOperator,
  getOperatorPasswordLink,
  resendOperatorLink,
  setOperatorPassword,
} from './operatorAccounts.service.js';
import {
  changeOperatorRole,
  disableOperator,
  enableOperator,
  resetOperatorTotp,
} from './operatorChanges.service.js';
import { listOperators } from './operatorDirectory.service.js';
import { signInToConsole, signInToConsoleWithCode } from './operatorSignIn.service.js';
import {
  confirmOwnTotp,
  disableOwnTotp,
  getOwnOperatorAccount,
  startOwnTotpSetup,
} from './ownTotp.service.js';

const signInMeta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The platform team's operators, their roles and two-factor sign-in (issue 19). */
export function registerOperatorsRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleOperatorCalls.list, 'console:operators', (input) => listOperators(ctx, input));
  defineCall(app, ctx, consoleOperatorCalls.create, 'console:operators', (input, staff, request) =>
    createOperator(ctx, staff, input, { ip: request.ip, lang: request.lang }),
  );
  defineCall(app, ctx, consoleOperatorCalls.changeRole, 'console:operators', (input, staff, request) =>
    changeOperatorRole(ctx, staff, input, request.ip),
  );
  defineCall(app, ctx, consoleOperatorCalls.disable, 'console:operators', (input, staff, request) =>
    disableOperator(ctx, staff, input.userId, request.ip),
  );
  defineCall(app, ctx, consoleOperatorCalls.enable, 'console:operators', (input, staff, request) =>
    enableOperator(ctx, staff, input.userId, request.ip),
  );
  defineCall(app, ctx, consoleOperatorCalls.resetTotp, 'console:operators', (input, staff, request) =>
    resetOperatorTotp(ctx, staff, input.userId, request.ip),
  );
  defineCall(app, ctx, consoleOperatorCalls.resendLink, 'console:operators', (input, staff, request) =>
    resendOperatorLink(ctx, staff, input.userId, request.ip),
  );

  defineCall(app, ctx, consoleAuthCalls.signIn, 'public', (input, _caller, request) =>
    signInToConsole(ctx, input, signInMeta(request)),
  );
  defineCall(app, ctx, consoleAuthCalls.signInCode, 'public', (input, _caller, request) =>
    signInToConsoleWithCode(ctx, input, signInMeta(request)),
  );
  defineCall(app, ctx, consoleAuthCalls.passwordLink, 'public', (input) =>
    getOperatorPasswordLink(ctx, input.token),
  );
  defineCall(app, ctx, consoleAuthCalls.setPassword, 'public', (input) => setOperatorPassword(ctx, input));

  defineCall(app, ctx, consoleAccountCalls.me, 'signedIn', (_input, caller) =>
    getOwnOperatorAccount(ctx, caller),
  );
  defineCall(app, ctx, consoleAccountCalls.totpSetup, 'signedIn', (_input, caller) =>
    startOwnTotpSetup(ctx, caller),
  );
  defineCall(app, ctx, consoleAccountCalls.totpConfirm, 'signedIn', (input, caller, request) =>
    confirmOwnTotp(ctx, caller, input.code, request.ip),
  );
  defineCall(app, ctx, consoleAccountCalls.totpDisable, 'signedIn', (input, caller, request) =>
    disableOwnTotp(ctx, caller, input.code, request.ip),
  );
}
