import type { CheckedImportRow, ConsoleImportKind, ImportKit, ImportRowOutcome, Lang } from '@sc/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { ImportValues } from '../../platform/imports/importKit.js';

/** One row's outcome in a batch, as the report keeps it. */
export interface RowOutcome {
  row: number;
  outcome: ImportRowOutcome;
  reference: string | null;
  /** Why a refused row was refused, or a note on a written one (a brand created); null when none. */
  messages: Record<string, string> | null;
}

/** What a batch wrote, and what to do once its transaction has committed. */
export interface BatchResult {
  outcomes: RowOutcome[];
  /** Catalogue: brands the batch created. */
  newBrands: string[];
  afterCommit: () => void;
}

/** What a preview adds about stored data: catalogue updates and brands to create. */
export interface StoredPreview {
  updateCount: number;
  newBrands: string[];
  newBrandCount: number;
}

/**
 * A kind of console import on top of the import kit: the kit (columns, row schema, row mapper)
 * checks each row; the kind adds the checks that need reference data, the whole file or stored
 * rows, and writes a batch of valid rows inside the batch's transaction.
 */
export interface ServerImportKind<C extends string, S extends z.ZodType> {
  kind: ConsoleImportKind;
  kit: ImportKit<C, S>;
  /** What a report row names: the barcode, the email. */
  reference(values: ImportValues<C>): string | null;
  /** Checks needing reference data or the whole file (a category that exists, an email twice); refuses cells. */
  checkFile(ctx: AppContext, checked: CheckedImportRow<z.output<S>>[], lang: Lang): Promise<void>;
  /** The preview's checks against stored rows (an email taken) and what the import would change. */
  checkStored(ctx: AppContext, checked: CheckedImportRow<z.output<S>>[], lang: Lang): Promise<StoredPreview>;
  /**
   * Writes a batch's valid rows; `ctx.db` is the batch's transaction. Stored-data checks are made
   * again here, under the batch's locks. Returns the outcome of every row of the batch.
   */
  writeBatch(ctx: AppContext, batch: CheckedImportRow<z.output<S>>[], lang: Lang): Promise<BatchResult>;
}

/** Splits a list into chunks (lookups by many keys, one statement per chunk). */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The outcome of a refused row: its cells' errors. */
export function refusedOutcome(checked: CheckedImportRow<unknown>, reference: string | null): RowOutcome {
  return { row: checked.row.row, outcome: 'refused', reference, messages: checked.row.errors };
}
