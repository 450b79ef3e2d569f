import { apiPaths, consoleCredentialCalls, credentialCalls, FileRefSchema } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { defineSupplierUpload } from '../../http/defineUpload.js';
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
  defineSupplierUpload(
    app,
    ctx,
    {
      path: apiPaths.credentialUpload,
      summary:
        'Upload one credential file (multipart: `file`): PDF, JPG or PNG up to 5 MB, checked by content; private to my company and the platform team',
      tag: 'Credentials',
      result: FileRefSchema,
    },
    'company:write',
    (upload, caller) => uploadCredentialFile(ctx, caller, upload),
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
