import { apiPaths, CompanyProfileSchema, companyCalls, consoleCompanyCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { defineSupplierUpload } from '../../http/defineUpload.js';
import { listAudit } from '../audit/audit.service.js';
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
  defineCall(app, ctx, companyCalls.update, 'company:write', (input, caller, request) =>
    updateMyCompany(ctx, caller, input, request.ip),
  );
  defineCall(app, ctx, companyCalls.savePhotos, 'company:write', (input, caller, request) =>
    saveCompanyPhotos(ctx, caller, input, request.ip),
  );
  defineCall(app, ctx, companyCalls.updateStatus, 'company:write', (input, caller, request) =>
    updateMyShowroomStatus(ctx, caller, input, request.ip),
  );
  defineCall(app, ctx, companyCalls.requestChange, 'company:write', (input, caller, request) =>
    requestCompanyChange(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, companyCalls.cancelChange, 'company:write', (_input, caller) =>
    cancelCompanyChange(ctx, caller),
  );

  defineSupplierUpload(
    app,
    ctx,
    {
      path: apiPaths.companyUploadPhoto,
      summary:
        'Upload my logo or a company image (multipart: fields `kind` (logo|image), optional `replaceFileId` and `caption`, then `file`); JPG/PNG up to 5 MB, at most five images',
      tag: 'Company profile',
      result: CompanyProfileSchema,
    },
    'company:write',
    (upload, caller, request) => uploadCompanyPhoto(ctx, caller, upload, request.ip),
  );

  defineCall(app, ctx, consoleCompanyCalls.changeRequests, 'console:companies', (input) =>
    listChangeRequests(ctx, input),
  );
  defineCall(app, ctx, consoleCompanyCalls.decide, 'console:companies', (input, caller, request) =>
    decideChangeRequest(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, consoleCompanyCalls.audit, 'console:audit', () => listAudit(ctx));
}
