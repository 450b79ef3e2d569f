import { type ConsoleOverview, OVERVIEW_RULES } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { defineCache } from '../../platform/caches.js';
import {
  contactsSpentByDay,
  conversationsByDay,
  credentialsByDay,
  type OverviewWindow,
  responsesByDay,
  revenueByDay,
  rfqsByDay,
  signUpsByDay,
  supplierStatesByDay,
  supportByDay,
} from './overview.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The figures of one minute: every member opening the console's home shares one computation. */
const OVERVIEWS = defineCache<ConsoleOverview>({ name: 'consoleOverview', ttlMs: MINUTE_MS, maxEntries: 4 });

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The window ending at `now`: the last `OVERVIEW_RULES.days` UTC days, today included. */
export function overviewWindow(now: Date): OverviewWindow {
  return {
    from: utcDay(new Date(now.getTime() - (OVERVIEW_RULES.days - 1) * DAY_MS)),
    to: utcDay(now),
    now,
  };
}

async function computeOverview(ctx: AppContext, now: Date): Promise<ConsoleOverview> {
  const w = overviewWindow(now);
  // One query at a time: on the embedded database they would queue anyway, and a server pool stays free.
  const states = await supplierStatesByDay(ctx.db, w);
  const signUps = await signUpsByDay(ctx.db, w);
  const contacts = await contactsSpentByDay(ctx.db, w);
  const conversations = await conversationsByDay(ctx.db, w);
  const responses = await responsesByDay(ctx.db, w);
  const rfqs = await rfqsByDay(ctx.db, w);
  const revenue = await revenueByDay(ctx.db, w);
  const credentials = await credentialsByDay(ctx.db, w);
  const support = await supportByDay(ctx.db, w);
  const today = states.at(-1) ?? { trial: 0, paying: 0, expired: 0, suspended: 0 };
  const answered = sum(responses.daily, (row) => row.answered);
  const counted = sum(responses.daily, (row) => row.counted);
  return {
    from: w.from,
    to: w.to,
    computedAt: now.toISOString(),
    suppliers: {
      now: { trial: today.trial, paying: today.paying, expired: today.expired, suspended: today.suspended },
      total: today.trial + today.paying + today.expired + today.suspended,
      daily: states,
    },
    signUps: {
      suppliers: sum(signUps, (row) => row.suppliers),
      buyers: sum(signUps, (row) => row.buyers),
      daily: signUps,
    },
    contacts: { spent: sum(contacts, (row) => row.spent), daily: contacts },
    conversations: {
      started: sum(conversations, (row) => row.byBuyers + row.bySuppliers),
      byBuyers: sum(conversations, (row) => row.byBuyers),
      bySuppliers: sum(conversations, (row) => row.bySuppliers),
      daily: conversations,
    },
    response: {
      answered,
      counted,
      waiting: responses.waiting,
      rate: counted === 0 ? null : answered / counted,
      daily: responses.daily,
    },
    rfqs: {
      posted: sum(rfqs.daily, (row) => row.posted),
      quotes: sum(rfqs.daily, (row) => row.quotes),
      inReview: rfqs.inReview,
      daily: rfqs.daily,
    },
    revenue,
    credentials: {
      waiting: credentials.waiting,
      submitted: sum(credentials.daily, (row) => row.submitted),
      daily: credentials.daily,
    },
    support: {
      waiting: support.waiting,
      messages: sum(support.daily, (row) => row.messages),
      daily: support.daily,
    },
  };
}

/**
 * The marketplace at a glance over the last 30 UTC days (ctx.clock's), computed in SQL and kept for
 * the minute: every team member opening the console's home in that minute gets the same figures.
 */
export function getConsoleOverview(ctx: AppContext): Promise<ConsoleOverview> {
  const now = ctx.clock.now();
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  return ctx.caches.of(OVERVIEWS).get(String(minute), () => computeOverview(ctx, now));
}
