import { apiPaths, buyerRfqCalls, FileRefSchema, rfqCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { defineBuyerUpload } from '../../http/defineUpload.js';
import { searchCatalogueForBuyer } from '../catalogue/catalogue.service.js';
import { getCategoryTree } from '../reference/categories.service.js';
import {
  awardQuote,
  cancelBuyerRfq,
  declineQuote,
  getBuyerRfqDetail,
  listBuyerRfqPage,
  shortlistQuote,
} from './buyerRfq.service.js';
import { listMyRfqQuotes } from './myQuotes.service.js';
import { defineRfqJobs } from './rfq.jobs.js';
import { getRfqForSupplier, listOpenRfqsForBuyer, listRfqMarket } from './rfqMarket.service.js';
import { createRfq, uploadRfqAttachment } from './rfqPost.service.js';
import { quoteRfq, reviseQuote } from './rfqQuote.service.js';

/**
 * The RFQ market: suppliers browse and quote (issue 18), buyers post, compare and decide. Registers
 * the `rfq.closeExpired` job too. After the file routes (the attachment upload uses their parser).
 */
export function registerRfqRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, rfqCalls.list, 'rfq:read', (input, caller, request) =>
    listRfqMarket(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, rfqCalls.info, 'rfq:read', (input, caller, request) =>
    getRfqForSupplier(ctx, caller, input.rfqId, request.lang),
  );
  defineCall(app, ctx, rfqCalls.quote, 'rfq:quote', (input, caller, request) =>
    quoteRfq(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, rfqCalls.revise, 'rfq:quote', (input, caller, request) =>
    reviseQuote(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, rfqCalls.myQuotes, 'rfq:read', (input, caller, request) =>
    listMyRfqQuotes(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, rfqCalls.openOfBuyer, 'rfq:read', (input, caller, request) =>
    listOpenRfqsForBuyer(ctx, caller, input.buyerId, request.lang),
  );

  defineBuyerUpload(
    app,
    ctx,
    {
      path: apiPaths.buyerAppRfqUpload,
      summary:
        'Upload one RFQ attachment (multipart: `file`): JPG, PNG or PDF up to 5 MB, checked by content; shown to suppliers with the RFQ',
      tag: "Buyers' app",
      result: FileRefSchema,
    },
    'buyerApp:rfq',
    (upload, caller) => uploadRfqAttachment(ctx, caller, upload),
  );
  defineCall(app, ctx, buyerRfqCalls.create, 'buyerApp:rfq', (input, caller, request) =>
    createRfq(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.list, 'buyerApp:rfq', (input, caller, request) =>
    listBuyerRfqPage(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.info, 'buyerApp:rfq', (input, caller, request) =>
    getBuyerRfqDetail(ctx, caller, input.rfqId, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.cancel, 'buyerApp:rfq', (input, caller, request) =>
    cancelBuyerRfq(ctx, caller, input.rfqId, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.shortlist, 'buyerApp:rfq', (input, caller) =>
    shortlistQuote(ctx, caller, input),
  );
  defineCall(app, ctx, buyerRfqCalls.decline, 'buyerApp:rfq', (input, caller) =>
    declineQuote(ctx, caller, input),
  );
  defineCall(app, ctx, buyerRfqCalls.award, 'buyerApp:rfq', (input, caller, request) =>
    awardQuote(ctx, caller, input.quoteId, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.catalogue, 'buyerApp:rfq', (input, _caller, request) =>
    searchCatalogueForBuyer(ctx, input, request.lang),
  );
  defineCall(app, ctx, buyerRfqCalls.categories, 'buyerApp:rfq', (_input, _caller, request) =>
    getCategoryTree(ctx, request.lang),
  );
  defineRfqJobs(ctx);
}
