import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

type Journal = { entries: { tag: string }[] };

/**
 * Brings a database to the schema as it was right after migration `lastTag` (e.g. '0021_team_roles'),
 * so that a test can write rows as an earlier release did and then see what the next migrations do
 * to them (`migrateDatabase` afterwards applies the rest).
 */
export async function migrateUpTo(client: PGlite, lastTag: string): Promise<void> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  const folder = mkdtempSync(join(tmpdir(), 'sc-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
    );
    await migrate(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
