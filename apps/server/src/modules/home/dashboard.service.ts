import {
  COACH_RULES,
  type Dashboard,
  type DashboardPeriod,
  RESPONSE_BUCKETS,
  type ResponseBucket,
  type ResponseCoach,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { defineCache } from '../../platform/caches.js';
import { countUnreadMessages } from '../chat/messages.service.js';
import { getMyHours } from '../schedule/schedule.service.js';
import { zonedTime } from '../schedule/zonedTime.js';
import {
  expiringQuotations,
  firstResponses,
  periodFigures,
  waitingConversations,
} from './dashboard.repository.js';

const HOUR_S = 3600;
const DAY_MS = 86_400_000;
const ATTENTION_SHOWN = 10;

/** One company's figures for a few seconds: the home page is opened often, the numbers move slowly. */
const DASHBOARDS = defineCache<
  Omit<Dashboard, 'figures'> & { figures: Omit<Dashboard['figures'], 'unreadMessages'> }
>({ name: 'dashboards', ttlMs: 15_000, maxEntries: 5_000 });

/** Upper bounds (seconds) of the first-response buckets; the last is open. */
const BUCKET_LIMITS: [ResponseBucket, number][] = [
  ['under1h', HOUR_S],
  ['h1to4', 4 * HOUR_S],
  ['h4to8', 8 * HOUR_S],
  ['h8to24', 24 * HOUR_S],
  ['over24h', Number.POSITIVE_INFINITY],
];

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The response coach over buyer-started conversations: answered within 24 h ÷ conversations. A
 * conversation not answered yet counts once its 24 h are over (before that it can still be answered
 * in time, so it is left out of the rate and the buckets).
 */
export function coachOf(rows: { delaySeconds: number | null; ageSeconds: number }[]): ResponseCoach {
  const limit = COACH_RULES.answeredWithinHours * HOUR_S;
  const decided = rows.filter((row) => row.delaySeconds !== null || row.ageSeconds > limit);
  const delays = decided.flatMap((row) => (row.delaySeconds === null ? [] : [row.delaySeconds]));
  const buckets = Object.fromEntries(RESPONSE_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    ResponseBucket,
    number
  >;
  for (const row of decided) {
    const delay = row.delaySeconds ?? Number.POSITIVE_INFINITY;
    const bucket = BUCKET_LIMITS.find(([, upper]) => delay < upper)?.[0] ?? 'over24h';
    buckets[bucket] += 1;
  }
  const answeredIn24h = delays.filter((delay) => delay <= limit).length;
  return {
    conversations: decided.length,
    answeredIn24h,
    responseRate: decided.length ? answeredIn24h / decided.length : null,
    medianFirstResponseSeconds: delays.length ? Math.round(median(delays) ?? 0) : null,
    buckets,
  };
}

/**
 * What of the company's attention lists the caller may see: all of it, only their own (a permission
 * held at own scope), or none (no such permission). It is part of the cache key.
 */
function viewOf(caller: SupplierCaller, permission: 'chat:read' | 'quotation:read'): 'all' | 'own' | 'none' {
  if (!caller.permissions.has(permission)) return 'none';
  return caller.ownScope.has(permission) ? 'own' : 'all';
}

async function computeDashboard(ctx: AppContext, caller: SupplierCaller, periodDays: DashboardPeriod) {
  const chatView = viewOf(caller, 'chat:read');
  const quotationView = viewOf(caller, 'quotation:read');
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - periodDays * DAY_MS);
  const hours = await getMyHours(ctx, caller);
  const today = zonedTime(now, hours.hours.timeZone).date;
  const [figures, responses, waiting, expiring] = await Promise.all([
    periodFigures(ctx.db, caller.supplierId, from),
    firstResponses(ctx.db, caller.supplierId, now),
    chatView === 'none'
      ? []
      : waitingConversations(
          ctx.db,
          caller.supplierId,
          now,
          ATTENTION_SHOWN,
          chatView === 'own' ? caller.userId : null,
        ),
    quotationView === 'none'
      ? []
      : expiringQuotations(
          ctx.db,
          caller.supplierId,
          today,
          ATTENTION_SHOWN,
          quotationView === 'own' ? caller.userId : null,
        ),
  ]);
  return {
    periodDays,
    from: from.toISOString(),
    to: now.toISOString(),
    figures,
    coach: coachOf(responses),
    attention: {
      waiting: waiting.map((entry) => ({
        conversationId: entry.conversationId,
        buyerId: entry.buyerId,
        buyerName: entry.buyerName,
        waitingSince: entry.since.toISOString(),
        answerBy: new Date(
          entry.since.getTime() + COACH_RULES.answeredWithinHours * HOUR_S * 1000,
        ).toISOString(),
      })),
      expiringQuotations: expiring,
    },
  };
}

/** Company-wide viewers share one cached dashboard; own-scope viewers get their own. */
function viewKey(caller: SupplierCaller, periodDays: DashboardPeriod): string {
  const view = (permission: 'chat:read' | 'quotation:read') => {
    const scope = viewOf(caller, permission);
    return scope === 'own' ? `own${caller.userId}` : scope;
  };
  return `${caller.supplierId}:${periodDays}:${view('chat:read')}:${view('quotation:read')}`;
}

/** The home page's numbers in one call; unread messages are always current (the socket moves them). */
export async function getDashboard(
  ctx: AppContext,
  caller: SupplierCaller,
  periodDays: DashboardPeriod,
): Promise<Dashboard> {
  const [cached, unread] = await Promise.all([
    ctx.caches
      .of(DASHBOARDS)
      .get(viewKey(caller, periodDays), () => computeDashboard(ctx, caller, periodDays)),
    countUnreadMessages(ctx, { side: 'supplier', caller }),
  ]);
  return { ...cached, figures: { ...cached.figures, unreadMessages: unread.count } };
}
