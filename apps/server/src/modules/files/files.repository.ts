import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Database, row: typeof files.$inferInsert): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned nothing');
  return inserted;
}

export async function findFileById(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Files by id that this supplier may use: its own and the platform's (never a buyer's upload). */
export async function findUsableFiles(db: Database, supplierId: number, ids: string[]): Promise<FileRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        or(eq(files.supplierId, supplierId), and(isNull(files.supplierId), isNull(files.buyerId))),
      ),
    );
}

export async function findFilesByIds(db: Database, ids: string[]): Promise<FileRow[]> {
  return ids.length ? db.select().from(files).where(inArray(files.id, ids)) : [];
}

export async function deleteFileRow(db: Database, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
