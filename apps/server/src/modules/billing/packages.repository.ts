import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { servicePackages } from '../../db/schema/index.js';

/** Packages on sale, in the platform's order. */
export function listActivePackages(db: Database) {
  return db
    .select()
    .from(servicePackages)
    .where(eq(servicePackages.active, true))
    .orderBy(asc(servicePackages.sortOrder), asc(servicePackages.id));
}

/** One package if it is on sale. */
export async function findActivePackage(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(servicePackages)
    .where(and(eq(servicePackages.id, id), eq(servicePackages.active, true)));
  return row;
}
