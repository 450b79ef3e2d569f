import { consoleContentCalls, dashboardCalls, faqCalls, noticeCalls } from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { defineCall } from '../../http/defineCall.js';
import { archiveContent, countAudience, getContent, listContent, saveContent } from './content.service.js';
import { getDashboard } from './dashboard.service.js';
import { getFaqArticle, listFaq, voteFaq } from './faq.service.js';
import { getMyGuide, updateMyGuide } from './guide.service.js';
import {
  acknowledgeNotice,
  getNoticeInfo,
  getWhatsNew,
  listMyNotices,
  markWhatsNewSeen,
  readAllNotices,
  viewNotice,
} from './notices.service.js';
import { listMyTasks } from './tasks.service.js';

export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext) {
  defineCall(app, ctx, dashboardCalls.info, 'home:read', (input, caller) =>
    getDashboard(ctx, caller, input.periodDays),
  );
  defineCall(app, ctx, dashboardCalls.tasks, 'home:read', (_input, caller) => listMyTasks(ctx, caller));
  defineCall(app, ctx, dashboardCalls.guide, 'home:read', (_input, caller) => getMyGuide(ctx, caller));
  defineCall(app, ctx, dashboardCalls.updateGuide, 'home:read', (input, caller) =>
    updateMyGuide(ctx, caller, input),
  );

  defineCall(app, ctx, noticeCalls.list, 'home:read', (input, caller, request) =>
    listMyNotices(ctx, caller, input, request.lang),
  );
  defineCall(app, ctx, noticeCalls.view, 'home:read', (input, caller, request) =>
    viewNotice(ctx, caller, input.id, request.lang),
  );
  defineCall(app, ctx, noticeCalls.info, 'home:read', (_input, caller, request) =>
    getNoticeInfo(ctx, caller, request.lang),
  );
  defineCall(app, ctx, noticeCalls.readAll, 'home:read', (_input, caller) => readAllNotices(ctx, caller));
  defineCall(app, ctx, noticeCalls.acknowledge, 'home:read', (input, caller) =>
    acknowledgeNotice(ctx, caller, input.id),
  );
  defineCall(app, ctx, noticeCalls.whatsNew, 'home:read', (_input, caller, request) =>
    getWhatsNew(ctx, caller, request.lang),
  );
  defineCall(app, ctx, noticeCalls.whatsNewSeen, 'home:read', (_input, caller) =>
    markWhatsNewSeen(ctx, caller),
  );

  defineCall(app, ctx, faqCalls.list, 'home:read', (input, _caller, request) =>
    listFaq(ctx, input, request.lang),
  );
  defineCall(app, ctx, faqCalls.detail, 'home:read', (input, caller, request) =>
    getFaqArticle(ctx, caller, input.id, request.lang),
  );
  defineCall(app, ctx, faqCalls.vote, 'home:read', (input, caller) => voteFaq(ctx, caller, input));

  defineCall(app, ctx, consoleContentCalls.list, 'console:content', (input) => listContent(ctx, input));
  defineCall(app, ctx, consoleContentCalls.detail, 'console:content', (input) =>
    getContent(ctx, input.seriesId),
  );
  defineCall(app, ctx, consoleContentCalls.save, 'console:content', (input, caller) =>
    saveContent(ctx, caller, input),
  );
  defineCall(app, ctx, consoleContentCalls.archive, 'console:content', (input, caller) =>
    archiveContent(ctx, caller, input.seriesId),
  );
  defineCall(app, ctx, consoleContentCalls.audienceCount, 'console:content', (input) =>
    countAudience(ctx, input),
  );
}
