import { z } from 'zod';
import { callGroup } from './call.js';
import { idNumber, OkSchema, singleLineText } from './common.js';
import { CONTENT_LANGS, FAQ_CATEGORIES } from './contentKinds.js';
import { apiPaths } from './paths.js';

/** The FAQ (SPEC 2 /faq, 7 faq/sc/list and faq/sc/detail). */
export const FaqArticleSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(FAQ_CATEGORIES),
  title: z.string(),
  excerpt: z.string().describe('The start of the article, or the passage around the searched words'),
  lang: z.enum(CONTENT_LANGS),
});
export type FaqArticleSummary = z.infer<typeof FaqArticleSummarySchema>;

export const FaqListSchema = z.object({
  categories: z.array(z.object({ category: z.enum(FAQ_CATEGORIES), count: z.number().int() })),
  articles: z.array(FaqArticleSummarySchema),
});
export type FaqList = z.infer<typeof FaqListSchema>;

export const FaqArticleSchema = FaqArticleSummarySchema.extend({
  body: z.string().describe('Markdown'),
  updatedAt: z.string(),
  myVote: z.boolean().nullable().describe('My "Was this helpful?" answer'),
  related: z.array(FaqArticleSummarySchema),
});
export type FaqArticle = z.infer<typeof FaqArticleSchema>;

export const faqCalls = callGroup('FAQ', {
  list: {
    path: apiPaths.faqList,
    summary: 'FAQ articles in my language, by category or matching the searched words',
    body: z.object({
      keyword: singleLineText(100).optional(),
      category: z.enum(FAQ_CATEGORIES, { error: 'validation.invalid' }).optional(),
    }),
    result: FaqListSchema,
  },
  detail: {
    path: apiPaths.faqDetail,
    summary: 'One FAQ article',
    body: z.object({ id: idNumber() }),
    result: FaqArticleSchema,
  },
  vote: {
    path: apiPaths.faqVote,
    summary: 'Answer "Was this helpful?" (again to change the answer)',
    body: z.object({ id: idNumber(), helpful: z.boolean({ error: 'validation.invalid' }) }),
    result: OkSchema,
  },
});
