import { count } from 'drizzle-orm';
import { insertFirstVersion } from '../modules/home/content.repository.js';
import type { Database } from './client.js';
import { contentItems } from './schema/index.js';
import { SEED_FAQ, SEED_NOTICES, SEED_WHATS_NEW } from './seedContent.js';

const DAY_MS = 86_400_000;
const FAQ_AGE_DAYS = 60;
const TEAM = 'Supplier Cloud team';

/** The demo's notices, What's New and FAQ, published by the platform team; made once. */
export async function seedDemoContent(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(contentItems);
  if ((existing?.n ?? 0) > 0) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const published = { status: 'published' as const, editedByName: TEAM };
  await db.transaction(async (tx) => {
    for (const article of SEED_FAQ)
      await insertFirstVersion(tx, {
        ...published,
        kind: 'faq',
        faqCategory: article.category,
        title: article.title,
        body: article.body,
        publishAt: ago(FAQ_AGE_DAYS),
        editedAt: ago(FAQ_AGE_DAYS),
      });
    for (const notice of SEED_NOTICES)
      await insertFirstVersion(tx, {
        ...published,
        kind: 'notice',
        noticeType: notice.type,
        priority: notice.priority,
        pinned: notice.pinned,
        title: notice.title,
        body: notice.body,
        publishAt: ago(notice.daysAgo),
        editedAt: ago(notice.daysAgo),
      });
    for (const entry of SEED_WHATS_NEW)
      await insertFirstVersion(tx, {
        ...published,
        kind: 'whatsNew',
        changeKind: entry.kind,
        title: entry.text,
        body: { en: '', zh: null, ja: null },
        publishAt: ago(entry.daysAgo),
        editedAt: ago(entry.daysAgo),
      });
  });
  return true;
}
