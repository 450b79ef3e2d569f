import {
  API_BASE,
  type ApiCall,
  BUYER_PERMISSIONS,
  type BuyerPermission,
  type CallInput,
  ErrorEnvelopeSchema,
  envelopeOf,
  type Permission,
  STAFF_PERMISSIONS,
  type StaffPermission,
  translate,
} from '@sc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { authenticateToken } from '../modules/accounts/session.service.js';
import { AppError } from './AppError.js';
import {
  type BuyerCaller,
  type Caller,
  isBuyerCaller,
  isStaffCaller,
  isSupplierCaller,
  type StaffCaller,
  type SupplierCaller,
} from './caller.js';

/** Who may make a call: anyone, any signed-in user, or users holding a permission. */
export type Access = 'public' | 'signedIn' | Permission | BuyerPermission | StaffPermission;

/** Supplier permissions give a caller with a supplier id; buyer permissions one with a buyer id. */
type CallerOf<A extends Access> = A extends 'public'
  ? null
  : A extends Permission
    ? SupplierCaller
    : A extends BuyerPermission
      ? BuyerCaller
      : A extends StaffPermission
        ? StaffCaller
        : Caller;

/** One route registered by defineCall or an upload: its path under /api and who may use it. */
export type RegisteredCall = {
  path: string;
  access: Access;
  /** A JSON call, or a multipart upload. */
  kind: 'call' | 'upload';
  /** The API docs' group (the contract's call group). */
  tag: string;
  /** For an alias, the call's own path. */
  aliasOf?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every call registered through defineCall and the upload helpers, by path: the role × call
     * matrix test holds each call's access to an explicit rule. Made on the first registration.
     */
    callRegistry: Map<string, RegisteredCall>;
  }
}

/** Adds a call to the app's registry (defineCall and the upload helpers do). */
export function registerCall(app: FastifyInstance, entry: RegisteredCall): void {
  if (!app.hasDecorator('callRegistry')) app.decorate('callRegistry', new Map<string, RegisteredCall>());
  if (app.callRegistry.has(entry.path)) throw new Error(`call ${entry.path} is registered twice`);
  app.callRegistry.set(entry.path, entry);
}

/** The calls registered on this app, by path (relative to /api). */
export function registeredCalls(app: FastifyInstance): ReadonlyMap<string, RegisteredCall> {
  return app.hasDecorator('callRegistry') ? app.callRegistry : new Map();
}

const buyerPermissions: ReadonlySet<string> = new Set(BUYER_PERMISSIONS);
const staffPermissions: ReadonlySet<string> = new Set(STAFF_PERMISSIONS);

/** Whether a caller holds a permission and is the kind of account it belongs to. */
export function mayUse(caller: Caller, permission: Permission | BuyerPermission | StaffPermission): boolean {
  if (!caller.permissions.has(permission)) return false;
  if (buyerPermissions.has(permission)) return isBuyerCaller(caller);
  if (staffPermissions.has(permission)) return isStaffCaller(caller);
  return isSupplierCaller(caller);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** Authenticates the request and checks the permission; identity comes only from the token. */
export async function guard(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
): Promise<Caller | null> {
  if (access === 'public') return null;
  const caller = await authenticateToken(ctx, bearerToken(request));
  if (access !== 'signedIn' && !mayUse(caller, access)) throw new AppError('FORBIDDEN');
  request.caller = caller;
  return caller;
}

/**
 * Registers a contract call under /api (its path and aliases): the call's schemas validate the body
 * and document it, the guard runs before the body is even parsed, and the result is wrapped in the success
 * envelope. The handler is one service call.
 */
export function defineCall<C extends ApiCall, A extends Access>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  access: A,
  handler: (
    input: CallInput<C>,
    caller: CallerOf<A>,
    request: FastifyRequest,
  ) => Promise<z.input<C['result']>> | z.input<C['result']>,
) {
  for (const path of [call.path, ...(call.aliases ?? [])]) {
    registerCall(app, {
      path,
      access,
      kind: 'call',
      tag: call.tag,
      ...(path === call.path ? {} : { aliasOf: call.path }),
    });
    app.post(
      `${API_BASE}${path}`,
      {
        schema: {
          summary: call.summary,
          tags: [call.tag],
          body: call.body,
          response: { 200: envelopeOf(call.result), default: ErrorEnvelopeSchema },
          ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        },
        // onRequest, before the body is parsed and validated: an anonymous or unauthorised
        // caller learns nothing about the call's fields (401/403 first, then field errors).
        onRequest: async (request) => {
          await guard(ctx, request, access);
        },
      },
      async (request) => {
        const data = await handler(request.body as CallInput<C>, request.caller as CallerOf<A>, request);
        return { code: 0, msg: translate(request.lang, 'error.OK'), data };
      },
    );
  }
}
