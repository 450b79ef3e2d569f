import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contentItems, faqVotes } from '../../db/schema/index.js';
import type { ContentRow } from './content.repository.js';
import { liveItems } from './notices.repository.js';

/** Every live FAQ article, oldest first (the seeded order). */
export function liveArticleRows(db: Database, now: Date): Promise<ContentRow[]> {
  return db.select().from(contentItems).where(liveItems('faq', now)).orderBy(contentItems.seriesId);
}

export async function isLiveArticle(db: Database, seriesId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(liveItems('faq', now), eq(contentItems.seriesId, seriesId)));
  return Boolean(row);
}

/** My "Was this helpful?" answer on an article, or null. */
export async function findMyVote(db: Database, seriesId: number, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({ helpful: faqVotes.helpful })
    .from(faqVotes)
    .where(and(eq(faqVotes.seriesId, seriesId), eq(faqVotes.userId, userId)));
  return row?.helpful ?? null;
}

/** Stores my answer; answering again replaces it. */
export async function saveVote(
  db: Database,
  seriesId: number,
  userId: number,
  helpful: boolean,
): Promise<void> {
  await db
    .insert(faqVotes)
    .values({ seriesId, userId, helpful })
    .onConflictDoUpdate({
      target: [faqVotes.seriesId, faqVotes.userId],
      set: { helpful, votedAt: sql`now()` },
    });
}
