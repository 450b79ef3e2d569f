import {
  API_BASE,
  apiPaths,
  billingCalls,
  consoleBillingCalls,
  LANGS,
  type Lang,
  MerchantTransactionIdSchema,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import { defineCall } from '../../http/defineCall.js';
import { toOrderDto } from './billing.presenter.js';
import { listPackagesForSale, openCardSession, payOrder, queryOrder } from './checkout.service.js';
import {
  getOrderForConsole,
  grantByOperator,
  listOrdersForConsole,
  listPackagesForConsole,
  pickCompanies,
  refundOrder,
  savePackage,
  settlementReport,
} from './console.service.js';
import { receiveNotify } from './notify.service.js';
import { listOrders } from './orders.repository.js';
import { buildReceiptPdf, isValidReceiptSignature, receiptLinkForSupplier } from './receipts.service.js';

/** The pay page's calls (SPEC 7: sc/lianlian/token, pay, query) and the orders list. */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, billingCalls.packages, 'service:read', (_input, caller, request) =>
    listPackagesForSale(ctx, caller, request.lang),
  );
  defineCall(app, ctx, billingCalls.token, 'billing:pay', (input, caller, request) =>
    openCardSession(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, billingCalls.pay, 'billing:pay', (input, caller, request) =>
    payOrder(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, billingCalls.query, 'service:read', (input, caller, request) =>
    queryOrder(ctx, caller, input.merchantTransactionId, request.lang),
  );
  defineCall(app, ctx, billingCalls.orders, 'service:read', async (input, caller, request) => {
    const { rows, total } = await listOrders(ctx.db, caller.supplierId, pageRange(input));
    const list = rows.map((row) =>
      toOrderDto(row.order, request.lang, {
        periodStartsAt: row.periodStartsAt,
        periodEndsAt: row.periodEndsAt,
      }),
    );
    return toPage(list, total, input);
  });
  defineCall(app, ctx, billingCalls.receipt, 'service:read', (input, caller, request) =>
    receiptLinkForSupplier(ctx, caller, input.merchantTransactionId, request.lang),
  );
  registerReceiptRoute(app, ctx);
  registerNotifyRoute(app, ctx);
  registerConsoleBillingRoutes(app, ctx);
}

const ReceiptParamsSchema = z.object({
  supplierId: z.coerce.number().int().positive(),
  merchantTransactionId: MerchantTransactionIdSchema,
});
const ReceiptQuerySchema = z.object({
  lang: z.enum(LANGS).default('en'),
  exp: z.coerce.number().int(),
  sig: z.string().max(100),
});

/** The receipt PDF by its signed address (no session: a plain link or download opens it). */
function registerReceiptRoute(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE}${apiPaths.documents}/receipt/:supplierId/:merchantTransactionId`,
    { schema: { hide: true, params: ReceiptParamsSchema, querystring: ReceiptQuerySchema } },
    async (request, reply) => {
      const params = request.params as z.infer<typeof ReceiptParamsSchema>;
      const { lang, exp, sig } = request.query as z.infer<typeof ReceiptQuerySchema>;
      const ref = { ...params, lang: lang as Lang };
      if (!isValidReceiptSignature(ctx, ref, exp, sig)) throw new AppError('FORBIDDEN');
      const { bytes, fileName } = await buildReceiptPdf(ctx, ref);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}

/**
 * The provider's notifies: the body must reach the signature check byte for byte, so this route
 * lives in its own scope whose parser keeps it as the raw string.
 */
function registerNotifyRoute(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, String(body)),
    );
    scope.post(apiPaths.lianlianNotify, async (request, reply) => {
      const answer = await receiveNotify(
        ctx,
        typeof request.body === 'string' ? request.body : '',
        request.headers,
      );
      if (answer.httpStatus !== 200)
        return reply.code(answer.httpStatus).send({ code: answer.httpStatus, msg: answer.outcome });
      return { code: 200, msg: 'success' };
    });
  });
}

/** The platform team's billing console (packages, orders, refunds, grants, report). */
export function registerConsoleBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, consoleBillingCalls.packages, 'console:billing', () => listPackagesForConsole(ctx));
  defineCall(app, ctx, consoleBillingCalls.savePackage, 'console:billing', (input, staff) =>
    savePackage(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBillingCalls.orders, 'console:billing', (input) =>
    listOrdersForConsole(ctx, input),
  );
  defineCall(app, ctx, consoleBillingCalls.order, 'console:billing', (input) =>
    getOrderForConsole(ctx, input.merchantTransactionId),
  );
  defineCall(app, ctx, consoleBillingCalls.refund, 'console:billing', (input, staff) =>
    refundOrder(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBillingCalls.companies, 'console:billing', (input) =>
    pickCompanies(ctx, input.keyword),
  );
  defineCall(app, ctx, consoleBillingCalls.grant, 'console:billing', (input, staff) =>
    grantByOperator(ctx, staff, input),
  );
  defineCall(app, ctx, consoleBillingCalls.report, 'console:billing', (input) =>
    settlementReport(ctx, input),
  );
}
