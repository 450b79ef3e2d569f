import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  buyers,
  type QuotationVersionContent,
  quotationSends,
  quotationVersions,
  users,
} from '../../db/schema/index.js';

export type QuotationVersionRow = {
  version: number;
  content: QuotationVersionContent;
  savedAt: Date;
  savedBy: string | null;
};

/** Appends one version's full content (never updated afterwards). */
export async function insertQuotationVersion(
  tx: Database,
  row: { quotationId: number; version: number; content: QuotationVersionContent; savedBy: number | null },
): Promise<void> {
  await tx.insert(quotationVersions).values(row);
}

/** Every version of a quotation, oldest first (the caller has checked the quotation is the supplier's). */
export async function findQuotationVersions(
  db: Database,
  quotationId: number,
): Promise<QuotationVersionRow[]> {
  return db
    .select({
      version: quotationVersions.version,
      content: quotationVersions.content,
      savedAt: quotationVersions.savedAt,
      savedBy: users.realName,
    })
    .from(quotationVersions)
    .leftJoin(users, eq(users.id, quotationVersions.savedBy))
    .where(eq(quotationVersions.quotationId, quotationId))
    .orderBy(asc(quotationVersions.version));
}

/** Records a quotation card sent into a conversation; a retried message records nothing more. */
export async function insertQuotationSend(
  db: Database,
  row: typeof quotationSends.$inferInsert,
): Promise<void> {
  await db.insert(quotationSends).values(row).onConflictDoNothing();
}

/** The first time the recipient buyer opened the card; later opens and anyone else change nothing. */
export async function markQuotationSendViewed(
  db: Database,
  messageId: number,
  buyerId: number,
): Promise<void> {
  await db
    .update(quotationSends)
    .set({ viewedAt: sql`now()` })
    .where(
      and(
        eq(quotationSends.messageId, messageId),
        eq(quotationSends.buyerId, buyerId),
        isNull(quotationSends.viewedAt),
      ),
    );
}

/** Every send of one of this supplier's quotations, newest first, with the buyer's name and company. */
export async function findQuotationSends(db: Database, supplierId: number, quotationId: number) {
  return db
    .select({
      messageId: quotationSends.messageId,
      buyerId: buyers.id,
      buyerName: users.realName,
      companyName: buyers.companyName,
      version: quotationSends.version,
      sentAt: quotationSends.sentAt,
      viewedAt: quotationSends.viewedAt,
    })
    .from(quotationSends)
    .innerJoin(buyers, eq(buyers.id, quotationSends.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(and(eq(quotationSends.supplierId, supplierId), eq(quotationSends.quotationId, quotationId)))
    .orderBy(desc(quotationSends.sentAt), desc(quotationSends.id));
}
