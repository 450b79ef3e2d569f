import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { barcodeSearchKey, CONSOLE_IMPORT_LIMITS, consoleCatalogueImportCalls } from '@sc/contract';
import { count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { importJobRows, importJobs, masterProducts } from '../../db/schema/index.js';
import { callApi } from '../../test/factories.js';
import { csvOf, ean13, uploadImportFile } from '../../test/importFactories.js';
import { makeMasterProducts } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { openTestDatabase } from '../../test/testDatabase.js';
import { RUN_IMPORTS_JOB, runImportJob } from './importRunner.service.js';

const ROWS = CONSOLE_IMPORT_LIMITS.maxRows;
const BATCH = CONSOLE_IMPORT_LIMITS.batchRows;
/** Rows 5001–5020 carry the barcodes of products already in the catalogue. */
const EXISTING = Array.from({ length: 20 }, (_, i) => 5001 + i);
const CATEGORIES = ['fb_snacks', 'Beverages', '咖啡茶饮', 'スキンケア', 'Pet Supplies'];

/** The file's barcode of row n (1-based); every 1000th row has a wrong check digit. */
function barcodeOf(n: number): string {
  const good = ean13(n, '20');
  return n % 1000 === 0 ? `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}` : good;
}

let database: DatabaseHandle | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'sc-import-restart-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a 50 000-row catalogue import', () => {
  it('survives a stop and a crash mid-way, resumes in a new process and reports every row exactly once', async () => {
    database = await openTestDatabase();
    // Both processes keep uploads in one folder, as one server restarted would.
    const env = { DATA_DIR: dataDir };
    const first = await createTestApp(env, { database });
    apps.push(first);
    const editor = await makeStaffAndLogIn(first, { roleCode: 'catalogue_editor' });
    await makeMasterProducts(
      first,
      EXISTING.map((n) => ({ barcode: barcodeOf(n), name: `Old ${n}`, brand: 'Old Brand' })),
    );
    const header = ['UPC/EAN', 'MID', 'Product name', 'Brand', 'Category', 'Origin', 'Specs'];
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const n = i + 1;
      return [
        barcodeOf(n),
        `MID-${n}`,
        `Bulk Product ${n}`,
        `Bulk Brand ${n % 10}`,
        CATEGORIES[n % CATEGORIES.length] ?? 'fb_snacks',
        n % 3 === 0 ? 'NZ' : '',
        n % 2 === 0 ? '500 g; Box' : '',
      ];
    });
    const uploaded = await uploadImportFile(first, editor.token, 'catalogue', csvOf([header, ...rows]));
    expect(uploaded.body.code, JSON.stringify(uploaded.body)).toBe(0);
    const started = await callApi(
      first,
      consoleCatalogueImportCalls.start,
      { fileId: uploaded.body.data.fileId },
      { token: editor.token },
    );
    expect(started.body.data).toMatchObject({ state: 'queued', totalRows: ROWS });
    const jobId = started.body.data.id;
    const job = async () => {
      const [row] = await first.ctx.db.select().from(importJobs).where(eq(importJobs.id, jobId));
      return row;
    };

    // The first process writes seven batches, then stops (as at a shutdown).
    await runImportJob(first.ctx, jobId, { maxBatches: 7 });
    expect(await job()).toMatchObject({ state: 'running', processedRows: 7 * BATCH });

    // Then it dies in the middle of the next batch: nothing of that batch stays.
    await expect(
      runImportJob(first.ctx, jobId, {
        onBatchWritten: () => {
          throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await job()).toMatchObject({ state: 'running', processedRows: 7 * BATCH });
    const crashedKeys = rows.slice(7 * BATCH, 8 * BATCH).map(([barcode]) => barcodeSearchKey(barcode ?? ''));
    const [written] = await first.ctx.db
      .select({ n: count() })
      .from(masterProducts)
      .where(inArray(masterProducts.barcodeKey, crashedKeys));
    expect(written?.n).toBe(0);
    await first.close();
    apps.splice(apps.indexOf(first), 1);

    // A new process on the same database resumes after the last committed batch.
    const second = await createTestApp(env, { database });
    apps.push(second);
    await second.ctx.jobs.runNow(RUN_IMPORTS_JOB);
    const [done] = await second.ctx.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    const refused = ROWS / 1000;
    expect(done).toMatchObject({
      state: 'done',
      processedRows: ROWS,
      createdCount: ROWS - refused - EXISTING.length,
      updatedCount: EXISTING.length,
      refusedCount: refused,
    });
    expect(done?.options).toMatchObject({
      newBrands: expect.arrayContaining(['Bulk Brand 0', 'Bulk Brand 9']),
    });

    // The report: every row once, in order, with the outcome the counts say.
    const [report] = await second.ctx.db
      .select({ rows: count(), distinctRows: countDistinct(importJobRows.row) })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, jobId));
    expect(report).toEqual({ rows: ROWS, distinctRows: ROWS });
    const outcomes = await second.ctx.db
      .select({ outcome: importJobRows.outcome, n: count() })
      .from(importJobRows)
      .where(eq(importJobRows.jobId, jobId))
      .groupBy(importJobRows.outcome);
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, o.n]))).toEqual({
      created: ROWS - refused - EXISTING.length,
      updated: EXISTING.length,
      refused,
    });

    // No product twice: one active product per barcode of the file's good rows.
    const [products] = await second.ctx.db
      .select({ n: count(), keys: countDistinct(masterProducts.barcodeKey) })
      .from(masterProducts)
      .where(sql`${masterProducts.mid} like 'MID-%' or ${masterProducts.name} like 'Old %'`);
    expect(products).toEqual({ n: ROWS - refused, keys: ROWS - refused });
    const [updated] = await second.ctx.db
      .select()
      .from(masterProducts)
      .where(eq(masterProducts.barcodeKey, barcodeSearchKey(barcodeOf(5010))));
    expect(updated).toMatchObject({ name: 'Bulk Product 5010', mid: 'MID-5010' });

    const staff = await makeStaffAndLogIn(second, { roleCode: 'catalogue_editor' });
    const csv = await callApi(second, consoleCatalogueImportCalls.report, { jobId }, { token: staff.token });
    const lines = csv.body.data.csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1000]).toMatch(/^1000,Refused,\d{13},"UPC\/EAN: Enter a valid UPC-A \(12 digits\), EAN-13/);
  }, 600_000);
});
