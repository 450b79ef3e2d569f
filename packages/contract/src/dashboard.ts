import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema } from './common.js';
import { apiPaths } from './paths.js';

/** The home page's figures (SPEC 2 dashboard, 7 dashboard/info), its tasks and the novice guide. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const COACH_RULES = {
  /** Days the response coach measures over, whatever period the figures show. */
  windowDays: 30,
  /** A buyer-started conversation counts as answered when the first reply came within this. */
  answeredWithinHours: 24,
  /** Buyer messages waiting longer than this need attention. */
  attentionAfterHours: 12,
  /** Quotations expiring within this many days need attention. */
  expiringWithinDays: 7,
} as const;
/** First-response time buckets, upper bounds in hours (the last is open). */
export const RESPONSE_BUCKETS = ['under1h', 'h1to4', 'h4to8', 'h8to24', 'over24h'] as const;
export type ResponseBucket = (typeof RESPONSE_BUCKETS)[number];

export const DashboardFiguresSchema = z.object({
  buyersContacted: z.number().int().describe('Buyers we contacted from the pool in the period'),
  buyersResponded: z.number().int().describe('Of those, buyers who answered'),
  unreadMessages: z.number().int().describe('Buyer messages not yet read, now'),
  productsLinked: z.number().int().describe('Catalogue products linked in the period'),
  productsCreated: z.number().int().describe('Own products created in the period'),
  quotationsSent: z.number().int().describe('Quotations sent to buyers in the period'),
  quotationsViewed: z.number().int().describe('Of those, opened by the buyer'),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;

export const ResponseCoachSchema = z.object({
  conversations: z.number().int().describe('Buyer-started conversations in the last 30 days'),
  answeredIn24h: z.number().int(),
  responseRate: z
    .number()
    .nullable()
    .describe('answeredIn24h ÷ conversations (0–1); none without conversations'),
  medianFirstResponseSeconds: z.number().nullable(),
  buckets: z.object({
    under1h: z.number().int(),
    h1to4: z.number().int(),
    h4to8: z.number().int(),
    h8to24: z.number().int(),
    over24h: z.number().int().describe('Answered after 24 h, or not answered and older than 24 h'),
  }),
});
export type ResponseCoach = z.infer<typeof ResponseCoachSchema>;

export const AttentionSchema = z.object({
  waiting: z.array(
    z.object({
      conversationId: z.number().int(),
      buyerId: z.number().int(),
      buyerName: z.string(),
      waitingSince: z.string().describe('The first buyer message not answered yet'),
      answerBy: z.string().describe('waitingSince + 24 h'),
    }),
  ),
  expiringQuotations: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      name: z.string(),
      expiresOn: z.string(),
    }),
  ),
});
export type Attention = z.infer<typeof AttentionSchema>;

export const DashboardSchema = z.object({
  periodDays: z.number().int(),
  from: z.string(),
  to: z.string(),
  figures: DashboardFiguresSchema,
  coach: ResponseCoachSchema,
  attention: AttentionSchema,
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Tasks are read from the company's data, never ticked by hand. */
export const TASK_KEYS = [
  'completeProfile',
  'uploadPictures',
  'displayProducts',
  'addProducts',
  'quoteProduct',
  'contactBuyer',
  'replyBuyer',
  'uploadLicence',
] as const;
export type TaskKey = (typeof TASK_KEYS)[number];
export const TASK_GOALS = { displayProducts: 3, addProducts: 5, companyImages: 1 } as const;

export const TaskSchema = z.object({
  key: z.enum(TASK_KEYS),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  progress: z.object({ current: z.number().int(), goal: z.number().int() }).nullable(),
});
export type Task = z.infer<typeof TaskSchema>;
export const TaskListSchema = z.object({
  tasks: z.array(TaskSchema),
  done: z.number().int(),
  total: z.number().int(),
});
export type TaskList = z.infer<typeof TaskListSchema>;

/** The pages with a first-visit tour. */
export const TOUR_PAGES = ['buyers', 'chat', 'quotation'] as const;
export type TourPage = (typeof TOUR_PAGES)[number];
export const TOUR_OUTCOMES = ['finished', 'dismissed'] as const;
export type TourOutcome = (typeof TOUR_OUTCOMES)[number];

export const GuideStateSchema = z.object({
  checklistDismissed: z.boolean(),
  tours: z.object({
    buyers: z.enum(TOUR_OUTCOMES).nullable(),
    chat: z.enum(TOUR_OUTCOMES).nullable(),
    quotation: z.enum(TOUR_OUTCOMES).nullable(),
  }),
});
export type GuideState = z.infer<typeof GuideStateSchema>;

export const GuideUpdateSchema = z.object({
  checklistDismissed: z.literal(true).optional(),
  tour: z
    .object({
      page: z.enum(TOUR_PAGES, { error: 'validation.invalid' }),
      outcome: z.enum(TOUR_OUTCOMES, { error: 'validation.invalid' }),
    })
    .optional(),
});

export type GuideUpdate = z.infer<typeof GuideUpdateSchema>;

export const dashboardCalls = callGroup('Home', {
  info: {
    path: apiPaths.dashboardInfo,
    summary: 'The home page figures over 7, 30 or 90 days, the response coach and what needs attention',
    body: z.object({
      periodDays: z
        .union(
          DASHBOARD_PERIODS.map((days) => z.literal(days)),
          { error: 'validation.invalid' },
        )
        .default(30),
    }),
    result: DashboardSchema,
  },
  tasks: {
    path: apiPaths.taskList,
    summary: "My company's getting-started tasks, read from its data",
    body: EmptySchema,
    result: TaskListSchema,
  },
  guide: {
    path: apiPaths.guideInfo,
    summary: 'Which novice guides I finished or dismissed (stored per user, across devices)',
    body: EmptySchema,
    result: GuideStateSchema,
  },
  updateGuide: {
    path: apiPaths.guideUpdate,
    summary: 'Dismiss the checklist card, or record a tour as finished or dismissed',
    body: GuideUpdateSchema,
    result: GuideStateSchema,
  },
});
