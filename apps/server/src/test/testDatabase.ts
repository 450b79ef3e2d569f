import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, with TEST_DATABASE_URL,
 * a throwaway database on that PostgreSQL server (dropped on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (serverUrl) {
    const name = `sc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect().catch((error: Error) => {
      const { host, port } = new URL(serverUrl);
      throw new Error(
        `TEST_DATABASE_URL: PostgreSQL at ${host || 'localhost'}${port ? '' : ':5432'} does not answer (${error.message}); start it or unset TEST_DATABASE_URL to test on PGlite`,
      );
    });
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ url: url.toString() }, 10);
    handle = {
      ...opened,
      async close() {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  } else {
    handle = await openDatabase({ memory: true });
  }
  await migrateDatabase(handle);
  await seedReferenceData(handle.db);
  return handle;
}
