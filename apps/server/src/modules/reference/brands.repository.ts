import { asc, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/likePattern.js';
import { brands } from '../../db/schema/index.js';

/** Names of the catalogue's brands, A to Z, optionally containing a part of a name; 200 at most. */
export async function listBrandNames(db: Database, keyword?: string): Promise<string[]> {
  const rows = await db
    .select({ name: brands.name })
    .from(brands)
    .where(keyword ? ilike(brands.name, containsPattern(keyword)) : undefined)
    .orderBy(asc(brands.name))
    .limit(200);
  return rows.map((r) => r.name);
}
