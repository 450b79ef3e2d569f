import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext, CaptchaMaker } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { installApiDocs } from './http/apiDocs.js';
import { trustFunction } from './http/clientAddress.js';
import { installCompression } from './http/compression.js';
import { installErrorHandler } from './http/errorHandler.js';
import { serializeRequest } from './http/logRedaction.js';
import { createLimits } from './http/rateLimits.js';
import { langFromHeader } from './http/requestLang.js';
import { installSecurityHeaders } from './http/securityHeaders.js';
import { SessionCache } from './http/sessionCache.js';
import { installWebApp } from './http/webApp.js';
import { registerAccountRoutes } from './modules/accounts/accounts.routes.js';
import { makeSvgCaptcha } from './modules/accounts/captcha.service.js';
import { defineAffiliateJobs } from './modules/affiliate/affiliate.jobs.js';
import { registerAffiliateRoutes } from './modules/affiliate/affiliate.routes.js';
import { defineBillingJobs } from './modules/billing/billing.jobs.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { registerBuyerAuthRoutes } from './modules/buyerApp/buyerAuth.routes.js';
import { registerShowroomRoutes } from './modules/buyerApp/showroom.routes.js';
import { registerBuyerRoutes } from './modules/buyers/buyers.routes.js';
import { registerConsoleBuyerRoutes } from './modules/buyers/consoleBuyers.routes.js';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { registerConsoleCatalogueRoutes } from './modules/catalogue/consoleCatalogue.routes.js';
import { createSettledAppender } from './modules/chat/appendMessage.repository.js';
import { registerBuyerChatRoutes } from './modules/chat/buyerChat.routes.js';
import { registerChatRoutes } from './modules/chat/chat.routes.js';
import { registerChatSocket } from './modules/chat/chat.socket.js';
import { isFileSentToBuyer } from './modules/chat/messages.service.js';
import { registerTranslationRoutes } from './modules/chat/translation.routes.js';
import { registerCompanyRoutes } from './modules/company/company.routes.js';
import { registerCompanyAuditRoutes } from './modules/companyAudit/companyAudit.routes.js';
import { registerConsoleSupplierRoutes } from './modules/consoleSuppliers/consoleSuppliers.routes.js';
import { defineCredentialJobs } from './modules/credentials/credentials.jobs.js';
import { registerCredentialRoutes } from './modules/credentials/credentials.routes.js';
import { registerDocumentRoutes } from './modules/documents/documents.routes.js';
import { registerFileRoutes } from './modules/files/files.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerHomeRoutes } from './modules/home/home.routes.js';
import { startNoticeAnnouncer } from './modules/home/noticeAnnouncer.js';
import { registerImportRoutes } from './modules/imports/imports.routes.js';
import { registerMenuRoutes } from './modules/menus/menus.routes.js';
import { registerOperatorsRoutes } from './modules/operators/operators.routes.js';
import { registerOverviewRoutes } from './modules/overview/overview.routes.js';
import { registerProductRoutes } from './modules/products/products.routes.js';
import { registerQuotationRoutes } from './modules/quotations/quotations.routes.js';
import { findOpenQuotationsUsingProduct } from './modules/quotations/quotations.service.js';
import { registerQuoteRoutes } from './modules/quotes/quotes.routes.js';
import { registerRankingRoutes } from './modules/ranking/ranking.routes.js';
import { registerConsoleAttributeRoutes } from './modules/reference/consoleAttributes.routes.js';
import { registerReferenceRoutes } from './modules/reference/reference.routes.js';
import { registerConsoleRfqRoutes } from './modules/rfq/consoleRfq.routes.js';
import { registerRfqRoutes } from './modules/rfq/rfq.routes.js';
import { registerRolesRoutes } from './modules/roles/roles.routes.js';
import { registerScheduleRoutes } from './modules/schedule/schedule.routes.js';
import { defineServiceJobs } from './modules/service/service.jobs.js';
import { registerServiceRoutes } from './modules/service/service.routes.js';
import { registerShowroomExhibitRoutes } from './modules/showroom/showroom.routes.js';
import { registerSupportRoutes } from './modules/support/support.routes.js';
import { registerTeamRoutes } from './modules/team/team.routes.js';
import { BackgroundTasks } from './platform/backgroundTasks.js';
import { Caches, TEAM_CHANGED_TOPIC } from './platform/caches.js';
import { type Clock, systemClock } from './platform/clock.js';
import { createJobRunner } from './platform/jobs/createJobRunner.js';
import { createMailer } from './platform/mail/createMailer.js';
import { createPaymentProvider } from './platform/payments/createPaymentProvider.js';
import type { FakeLianLianHandle } from './platform/payments/fakeLianLian.js';
import { createLocalStorage } from './platform/storage/localStorage.js';
import { createS3Storage } from './platform/storage/s3Storage.js';
import { createLibreTranslate } from './platform/translation/translator.js';
import { closeRedis, connectRedis } from './realtime/connectRedis.js';
import {
  createSocketServer,
  type SocketServer,
  socketBroadcastNotifier,
  socketChatNotifier,
  socketSessionNotifier,
} from './realtime/createSocketServer.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass a captcha whose answer they know. */
  makeCaptcha?: CaptchaMaker;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass a clock they can move. */
  clock?: Clock;
}

export interface BuiltApp {
  app: FastifyInstance;
  io: SocketServer;
  ctx: AppContext;
  /** The built-in payment provider's switches (null when the real LianLian is configured). */
  fakePayments: FakeLianLianHandle | null;
}

const PRETTY_LOGS = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
};

function wantsPrettyLogs(config: Config): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return config.env !== 'production' && process.stdout.isTTY === true;
}

/** Builds the HTTP API, the web app and Socket.IO on one server, without listening. */
export async function buildApp({
  config,
  database,
  makeCaptcha = makeSvgCaptcha,
  clock = systemClock,
  logStream,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : wantsPrettyLogs(config) ? { transport: PRETTY_LOGS } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
      // A reset page's address carries its token in the query string: never log it.
      serializers: { req: serializeRequest },
    },
    trustProxy: trustFunction(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('lang', 'en');
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = langFromHeader(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  database.reportConnectionErrors((error) =>
    app.log.warn({ err: error.message }, 'database connection lost'),
  );
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  let io: SocketServer | undefined;
  const sessionCache = new SessionCache(config.sessionCacheMs);
  const background = new BackgroundTasks(app.log);
  await installSecurityHeaders(app);
  await installCompression(app);
  const payments = createPaymentProvider(app, config, clock);
  const caches = new Caches();
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({
      db: database.db,
      log: app.log,
      dataDir: config.dataDir,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      background,
      production: config.env === 'production',
    }),
    background,
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'files')),
    notifier: socketSessionNotifier(
      () => io,
      sessionCache,
      Boolean(redis),
      () => caches.drop(TEAM_CHANGED_TOPIC),
    ),
    sessionCache,
    caches,
    chat: socketChatNotifier(() => io),
    broadcast: socketBroadcastNotifier(() => io),
    translator: config.translate ? createLibreTranslate(config.translate.url, config.translate.apiKey) : null,
    limits: createLimits(redis?.pub, {
      signupsPerAddressHourly: config.signupsPerAddressHourly,
      messagesPer10s: config.messageRateLimit,
    }),
    clock,
    payments: payments.provider,
    jobs: createJobRunner({ databaseUrl: config.databaseUrl, log: app.log, clock }),
    makeCaptcha,
    productUses: { openQuotations: findOpenQuotationsUsingProduct },
    fileSharing: { sentToBuyer: isFileSentToBuyer },
    settledMessages: createSettledAppender(database.db),
    log: app.log,
  };

  await app.register(formbody);
  installErrorHandler(app);
  await installApiDocs(app);
  registerHealthRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerMenuRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerQuoteRoutes(app, ctx);
  registerQuotationRoutes(app, ctx);
  registerBuyerRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerTranslationRoutes(app, ctx);
  registerBuyerAuthRoutes(app, ctx);
  registerBuyerChatRoutes(app, ctx);
  registerShowroomRoutes(app, ctx);
  registerShowroomExhibitRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  await registerFileRoutes(app, ctx);
  // After the file routes: the company's picture upload uses the multipart parser they register.
  registerCompanyRoutes(app, ctx);
  registerScheduleRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerHomeRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  registerAffiliateRoutes(app, ctx);
  registerCredentialRoutes(app, ctx);
  registerRfqRoutes(app, ctx);
  registerRankingRoutes(app, ctx);
  registerConsoleRfqRoutes(app, ctx);
  registerConsoleCatalogueRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  registerConsoleBuyerRoutes(app, ctx);
  registerConsoleSupplierRoutes(app, ctx);
  registerOverviewRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerRolesRoutes(app, ctx);
  registerCompanyAuditRoutes(app, ctx);
  registerOperatorsRoutes(app, ctx);
  registerConsoleAttributeRoutes(app, ctx);
  await installWebApp(app, config.webDist);

  io = createSocketServer(app.server, ctx, redis);
  registerChatSocket(io, ctx);
  const stopNoticeAnnouncer = startNoticeAnnouncer(ctx);
  defineBillingJobs(ctx);
  defineServiceJobs(ctx);
  defineAffiliateJobs(ctx);
  defineCredentialJobs(ctx);
  if (config.jobsSchedule) app.addHook('onReady', () => ctx.jobs.start());
  app.addHook('preClose', async () => {
    io?.disconnectSockets(true);
    io?.engine.close();
  });
  app.addHook('onClose', async () => {
    stopNoticeAnnouncer();
    await ctx.jobs.stop();
    // Mail still being sent goes out before the database and Redis close.
    await background.idle();
    if (redis) await closeRedis(redis);
  });
  return { app, io, ctx, fakePayments: payments.fake };
}
