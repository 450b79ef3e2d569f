import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}
