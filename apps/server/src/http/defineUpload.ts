import {
  API_BASE,
  type BuyerPermission,
  envelopeOf,
  type Permission,
  type StaffPermission,
  translate,
} from '@sc/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { readUpload, type UploadedPart } from '../modules/files/readUpload.js';
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
import { guard, registerCall } from './defineCall.js';

/** One multipart upload route of a supplier: its path (under /api), docs and the `data` it answers. */
export interface SupplierUploadSpec<R extends z.ZodType> {
  path: string;
  summary: string;
  tag: string;
  result: R;
}

/**
 * Registers a supplier's multipart upload (text fields first, then `file`). The caller is checked
 * before the body is read, so an anonymous or unauthorised upload is refused unread; the handler gets
 * the fields and the file's bytes. Register it after the file routes (they install the parser).
 */
export function defineSupplierUpload<R extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: SupplierUploadSpec<R>,
  permission: Permission,
  handler: (upload: UploadedPart, caller: SupplierCaller, request: FastifyRequest) => Promise<z.output<R>>,
): void {
  defineUpload(app, ctx, spec, permission, isSupplierCaller, handler);
}

/** The same for a buyer's multipart upload in the buyers' app (e.g. an RFQ attachment). */
export function defineBuyerUpload<R extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: SupplierUploadSpec<R>,
  permission: BuyerPermission,
  handler: (upload: UploadedPart, caller: BuyerCaller, request: FastifyRequest) => Promise<z.output<R>>,
): void {
  defineUpload(app, ctx, spec, permission, isBuyerCaller, handler);
}

/** The same for a platform team member's upload in the console (catalogue pictures, import files). */
export function defineStaffUpload<R extends z.ZodType>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: SupplierUploadSpec<R>,
  permission: StaffPermission,
  handler: (upload: UploadedPart, caller: StaffCaller, request: FastifyRequest) => Promise<z.output<R>>,
): void {
  defineUpload(app, ctx, spec, permission, isStaffCaller, handler);
}

function defineUpload<R extends z.ZodType, C extends Caller>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: SupplierUploadSpec<R>,
  permission: Permission | BuyerPermission | StaffPermission,
  isKind: (caller: Caller) => caller is C,
  handler: (upload: UploadedPart, caller: C, request: FastifyRequest) => Promise<z.output<R>>,
): void {
  registerCall(app, { path: spec.path, access: permission, kind: 'upload', tag: spec.tag });
  app.post(
    `${API_BASE}${spec.path}`,
    {
      schema: {
        summary: spec.summary,
        tags: [spec.tag],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(spec.result) },
        security: [{ bearerAuth: [] }],
      },
      onRequest: async (request) => {
        await guard(ctx, request, permission);
      },
    },
    async (request) => {
      const caller = request.caller;
      if (!caller || !isKind(caller)) throw new AppError('FORBIDDEN');
      const data = await handler(await readUpload(request), caller, request);
      return { code: 0, msg: translate(request.lang, 'error.OK'), data };
    },
  );
}
