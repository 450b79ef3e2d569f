import {
  API_BASE,
  apiPaths,
  CompanyProfileSchema,
  companyCalls,
  consoleCompanyCalls,
  envelopeOf,
  translate,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { isSupplierCaller } from '../../http/caller.js';
import { defineCall, guard } from '../../http/defineCall.js';
import { listAudit } from '../audit/audit.service.js';
import { readUpload } from '../files/readUpload.js';
import { decideChangeRequest, listChangeRequests } from './changeRequests.service.js';
import {
  cancelCompanyChange,
  getMyCompany,
  getMyShowroomState,
  listMyLinkBrands,
  requestCompanyChange,
  updateMyCompany,
  updateMyShowroomStatus,
} from './company.service.js';
import { saveCompanyPhotos, uploadCompanyPhoto } from './companyPhotos.service.js';

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, companyCalls.info, 'company:read', (_input, caller) => getMyCompany(ctx, caller));
  defineCall(app, ctx, companyCalls.state, 'company:read', (_input, caller) =>
    getMyShowroomState(ctx, caller),
  );
  defineCall(app, ctx, companyCalls.brands, 'company:read', (_input, caller) =>
    listMyLinkBrands(ctx, caller),
  );
  defineCall(app, ctx, companyCalls.update, 'company:write', (input, caller) =>
    updateMyCompany(ctx, caller, input),
  );
  defineCall(app, ctx, companyCalls.savePhotos, 'company:write', (input, caller) =>
    saveCompanyPhotos(ctx, caller, input),
  );
  defineCall(app, ctx, companyCalls.updateStatus, 'company:write', (input, caller) =>
    updateMyShowroomStatus(ctx, caller, input),
  );
  defineCall(app, ctx, companyCalls.requestChange, 'company:write', (input, caller, request) =>
    requestCompanyChange(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, companyCalls.cancelChange, 'company:write', (_input, caller) =>
    cancelCompanyChange(ctx, caller),
  );

  app.post(
    `${API_BASE}${apiPaths.companyUploadPhoto}`,
    {
      schema: {
        summary:
          'Upload my logo or a company image (multipart: fields `kind` (logo|image), optional `replaceFileId` and `caption`, then `file`); JPG/PNG up to 5 MB, at most five images',
        tags: ['Company profile'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(CompanyProfileSchema) },
        security: [{ bearerAuth: [] }],
      },
      // Before the body is read: an anonymous or unauthorised upload is refused unread.
      onRequest: async (request) => {
        await guard(ctx, request, 'company:write');
      },
    },
    async (request) => {
      const caller = request.caller;
      if (!caller || !isSupplierCaller(caller)) throw new AppError('FORBIDDEN');
      const data = await uploadCompanyPhoto(ctx, caller, await readUpload(request));
      return { code: 0, msg: translate(request.lang, 'error.OK'), data };
    },
  );

  defineCall(app, ctx, consoleCompanyCalls.changeRequests, 'console:companies', (input) =>
    listChangeRequests(ctx, input),
  );
  defineCall(app, ctx, consoleCompanyCalls.decide, 'console:companies', (input, caller, request) =>
    decideChangeRequest(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, consoleCompanyCalls.audit, 'console:audit', () => listAudit(ctx));
}
