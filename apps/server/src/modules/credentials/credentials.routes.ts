import {
  API_BASE,
  apiPaths,
  consoleCredentialCalls,
  credentialCalls,
  envelopeOf,
  FileRefSchema,
  translate,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { isSupplierCaller } from '../../http/caller.js';
import { defineCall, guard } from '../../http/defineCall.js';
import { readUpload } from '../files/readUpload.js';
import {
  cancelRevocation,
  confirmRevocation,
  decideCredential,
  listCompanyCredentialsForConsole,
  listCredentialQueue,
  listCredentialRewardTerms,
  requestRevocation,
  saveCredentialRewardTerms,
} from './credentialReview.service.js';
import { getCredentialOverview, submitCredential, uploadCredentialFile } from './credentials.service.js';

export function registerCredentialRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    `${API_BASE}${apiPaths.credentialUpload}`,
    {
      schema: {
        summary:
          'Upload one credential file (multipart: `file`): PDF, JPG or PNG up to 5 MB, checked by content; private to my company and the platform team',
        tags: ['Credentials'],
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(FileRefSchema) },
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
      const data = await uploadCredentialFile(ctx, caller, await readUpload(request));
      return { code: 0, msg: translate(request.lang, 'error.OK'), data };
    },
  );
  defineCall(app, ctx, credentialCalls.submit, 'company:write', (input, caller) =>
    submitCredential(ctx, caller, input),
  );
  defineCall(app, ctx, credentialCalls.status, 'company:read', (_input, caller) =>
    getCredentialOverview(ctx, caller),
  );

  defineCall(app, ctx, consoleCredentialCalls.queue, 'console:credentials', (input) =>
    listCredentialQueue(ctx, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.company, 'console:credentials', (input) =>
    listCompanyCredentialsForConsole(ctx, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.decide, 'console:credentials', (input, staff) =>
    decideCredential(ctx, staff, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.requestRevocation, 'console:credentials', (input, staff) =>
    requestRevocation(ctx, staff, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.confirmRevocation, 'console:credentials', (input, staff) =>
    confirmRevocation(ctx, staff, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.cancelRevocation, 'console:credentials', (input, staff) =>
    cancelRevocation(ctx, staff, input),
  );
  defineCall(app, ctx, consoleCredentialCalls.rewardTerms, 'console:credentials', () =>
    listCredentialRewardTerms(ctx),
  );
  defineCall(app, ctx, consoleCredentialCalls.saveRewardTerms, 'console:credentials', (input, staff) =>
    saveCredentialRewardTerms(ctx, staff, input),
  );
}
