import { API_BASE, apiPaths, buyerAppCalls, LANGS, type Lang, signatureCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { defineCall } from '../../http/defineCall.js';
import { getMySignature, saveMySignature } from '../signature/signature.service.js';
import { isValidQuotationPdfSignature } from './documentLink.js';
import {
  buildQuotationPdf,
  quotationPdfLinkForBuyer,
  quotationPdfLinkForSupplier,
} from './documents.service.js';

const ParamsSchema = z.object({
  supplierId: z.coerce.number().int().positive(),
  quotationId: z.coerce.number().int().positive(),
});
const QuerySchema = z.object({
  lang: z.enum(LANGS).default('en'),
  exp: z.coerce.number().int(),
  sig: z.string().max(100),
});

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, signatureCalls.get, 'company:read', (_input, caller) => getMySignature(ctx, caller));
  defineCall(app, ctx, signatureCalls.save, 'company:write', (input, caller) =>
    saveMySignature(ctx, caller, input),
  );
  defineCall(app, ctx, signatureCalls.quotationPdf, 'quotation:read', (input, caller, request) =>
    quotationPdfLinkForSupplier(ctx, caller, input.id, request.lang),
  );
  defineCall(app, ctx, buyerAppCalls.quotationPdf, 'buyerApp:chat', (input, caller, request) =>
    quotationPdfLinkForBuyer(ctx, caller, input.messageId, request.lang),
  );

  // The signed address is the key (minted minutes ago for who may read it): no session header,
  // so a plain link or a download can open it.
  app.get(
    `${API_BASE}${apiPaths.documents}/quotation/:supplierId/:quotationId`,
    { schema: { hide: true, params: ParamsSchema, querystring: QuerySchema } },
    async (request, reply) => {
      const { supplierId, quotationId } = request.params as z.infer<typeof ParamsSchema>;
      const { lang, exp, sig } = request.query as z.infer<typeof QuerySchema>;
      const ref = { supplierId, quotationId, lang: lang as Lang };
      if (!isValidQuotationPdfSignature(ctx.config.fileUrlSecret, ref, exp, sig))
        throw new AppError('FORBIDDEN');
      const { bytes, fileName } = await buildQuotationPdf(ctx, ref);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
