import {
  type CallInput,
  contentLangOf,
  FAQ_CATEGORIES,
  type FaqArticle,
  type FaqArticleSummary,
  type FaqList,
  type faqCalls,
  type Lang,
  pickLocalized,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import type { ContentRow } from './content.repository.js';
import { findMyVote, isLiveArticle, liveArticleRows, saveVote } from './faq.repository.js';

const EXCERPT_CHARS = 160;
const RELATED_SHOWN = 3;

/** Markdown reduced to its words, for excerpts and search. */
function plainText(markdown: string): string {
  return markdown
    .replace(/[#>*_`~[\]()!|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Article = { row: ContentRow; title: string; body: string; lang: FaqArticleSummary['lang'] };

function localize(row: ContentRow, lang: Lang): Article {
  const title = pickLocalized(row.title, contentLangOf(lang));
  const body = title.lang === 'en' ? row.body.en : (row.body[title.lang] ?? row.body.en);
  return { row, title: title.text, body, lang: title.lang };
}

function excerptOf(text: string, keyword: string | undefined): string {
  const plain = plainText(text);
  const at = keyword ? plain.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return plain.length > EXCERPT_CHARS ? `${plain.slice(0, EXCERPT_CHARS).trimEnd()}…` : plain;
  const start = Math.max(0, at - EXCERPT_CHARS / 3);
  const slice = plain.slice(start, start + EXCERPT_CHARS);
  return `${start > 0 ? '…' : ''}${slice}${start + EXCERPT_CHARS < plain.length ? '…' : ''}`;
}

function toSummary(article: Article, keyword?: string): FaqArticleSummary {
  return {
    id: article.row.seriesId,
    category: article.row.faqCategory ?? 'gettingStarted',
    title: article.title,
    excerpt: excerptOf(article.body, keyword),
    lang: article.lang,
  };
}

async function liveArticles(ctx: AppContext, lang: Lang): Promise<Article[]> {
  const rows = await liveArticleRows(ctx.db, ctx.clock.now());
  return rows.map((row) => localize(row, lang));
}

/** Articles in my language by category, or those whose title or text holds every searched word. */
export async function listFaq(
  ctx: AppContext,
  query: CallInput<typeof faqCalls.list>,
  lang: Lang,
): Promise<FaqList> {
  const articles = await liveArticles(ctx, lang);
  const words = (query.keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = articles.filter((article) => {
    if (query.category && article.row.faqCategory !== query.category) return false;
    const haystack = `${article.title} ${plainText(article.body)}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  // Title matches first: a question that names the words is the likelier answer.
  const titled = (article: Article) => words.every((word) => article.title.toLowerCase().includes(word));
  matching.sort((a, b) => Number(titled(b)) - Number(titled(a)));
  return {
    categories: FAQ_CATEGORIES.map((category) => ({
      category,
      count: articles.filter((article) => article.row.faqCategory === category).length,
    })).filter((entry) => entry.count > 0),
    articles: matching.map((article) => toSummary(article, words[0])),
  };
}

/** One live article in my language (English where not translated), my vote and related articles. */
export async function getFaqArticle(
  ctx: AppContext,
  caller: SupplierCaller,
  id: number,
  lang: Lang,
): Promise<FaqArticle> {
  const articles = await liveArticles(ctx, lang);
  const article = articles.find((candidate) => candidate.row.seriesId === id);
  if (!article) throw new AppError('RECORD_NOT_FOUND');
  const vote = await findMyVote(ctx.db, id, caller.userId);
  return {
    ...toSummary(article),
    body: article.body,
    updatedAt: (article.row.publishAt ?? article.row.editedAt).toISOString(),
    myVote: vote,
    related: articles
      .filter((other) => other.row.faqCategory === article.row.faqCategory && other.row.seriesId !== id)
      .slice(0, RELATED_SHOWN)
      .map((other) => toSummary(other)),
  };
}

/** Records my "Was this helpful?" answer; answering again changes it. */
export async function voteFaq(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof faqCalls.vote>,
): Promise<null> {
  if (!(await isLiveArticle(ctx.db, input.id, ctx.clock.now()))) throw new AppError('RECORD_NOT_FOUND');
  await saveVote(ctx.db, input.id, caller.userId, input.helpful);
  return null;
}
