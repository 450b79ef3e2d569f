import multipart from '@fastify/multipart';
import {
  API_BASE,
  apiPaths,
  envelopeOf,
  type FileParams,
  FileParamsSchema,
  FileRefSchema,
  fileCalls,
  type SignatureQuery,
  SignatureQuerySchema,
  translate,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { defineCall, guard } from '../../http/defineCall.js';
import { scopeOf, toFileRefDto } from './files.presenter.js';
import { findFileById } from './files.repository.js';
import {
  linkFile,
  MAX_UPLOAD_BYTES,
  storeUpload,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './files.service.js';
import { readUpload } from './readUpload.js';
import { type FileVariant, isValidFileSignature } from './signedUrl.js';

/** What a served file may do: nothing of its own, framed only by the portal's pages. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function registerFileRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 6 } });

  app.post(
    `${API_BASE}${apiPaths.upload}`,
    {
      schema: {
        summary: 'Upload a file (multipart: field `purpose` first, then `file`); checked by content',
        tags: ['Files'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(FileRefSchema) },
        security: [{ bearerAuth: [] }],
      },
      // Before the body is parsed: an anonymous upload is refused without reading it.
      onRequest: async (request) => {
        await guard(ctx, request, 'file:write');
      },
    },
    async (request) => {
      const caller = request.caller;
      if (!caller) throw new AppError('UNAUTHORIZED');
      const upload = await readUpload(request);
      const purpose = upload.fields.purpose ?? 'productImage';
      if (!UPLOAD_PURPOSES.includes(purpose as UploadPurpose)) {
        throw new AppError('VALIDATION', { fields: { purpose: 'validation.invalid' } });
      }
      const row = await storeUpload(ctx, caller, {
        purpose: purpose as UploadPurpose,
        fileName: upload.fileName,
        bytes: upload.bytes,
      });
      return {
        code: 0,
        msg: translate(request.lang, 'error.OK'),
        data: toFileRefDto(ctx.config.fileUrlSecret, row),
      };
    },
  );

  const serve = (variant: FileVariant) =>
    app.get(
      `${API_BASE}${apiPaths.files}/:id${variant === 'thumb' ? '/thumb' : ''}`,
      { schema: { hide: true, params: FileParamsSchema, querystring: SignatureQuerySchema } },
      async (request, reply) => {
        const { id } = request.params as FileParams;
        const { exp, sig } = request.query as SignatureQuery;
        if (!Number.isInteger(exp) || exp * 1000 < Date.now()) throw new AppError('FORBIDDEN');
        // The file's kind says how its address must be signed: a private file opens only with a
        // private, minutes-long signature (minted for who may read it), never with a public one.
        const row = await findFileById(ctx.db, id);
        if (!row || !isValidFileSignature(ctx.config.fileUrlSecret, id, variant, exp, sig, scopeOf(row)))
          throw new AppError('FORBIDDEN');
        const key = variant === 'thumb' ? row.thumbKey : row.storageKey;
        const bytes = key ? await ctx.storage.get(key) : undefined;
        if (!bytes) throw new AppError('NOT_FOUND');
        const mime = variant === 'thumb' ? 'image/jpeg' : row.mime;
        return (
          reply
            .header('content-type', mime)
            .header(
              'content-disposition',
              contentDisposition(row.originalName, mime.startsWith('image/') || mime === 'application/pdf'),
            )
            .header('cache-control', `private, max-age=${scopeOf(row) === 'private' ? 600 : 3600}`)
            // Our own pages may show a document inline (the console's review shows PDFs side by side);
            // the file itself may load nothing.
            .header('content-security-policy', FILE_CSP)
            .header('x-frame-options', 'SAMEORIGIN')
            .send(bytes)
        );
      },
    );
  serve('original');
  serve('thumb');

  defineCall(app, ctx, fileCalls.link, 'signedIn', (input, caller) => linkFile(ctx, caller, input.fileId));
}
