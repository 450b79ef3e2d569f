import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supplierSignatures } from '../../db/schema/index.js';

export type SignatureRow = typeof supplierSignatures.$inferSelect;

export async function findSignature(db: Database, supplierId: number): Promise<SignatureRow | undefined> {
  const [row] = await db
    .select()
    .from(supplierSignatures)
    .where(eq(supplierSignatures.supplierId, supplierId));
  return row;
}

export async function upsertSignature(
  db: Database,
  row: Omit<SignatureRow, 'updatedAt'> & { updatedAt: Date },
) {
  await db
    .insert(supplierSignatures)
    .values(row)
    .onConflictDoUpdate({ target: supplierSignatures.supplierId, set: row });
}
