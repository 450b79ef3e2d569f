import {
  type BuyerImportColumn,
  type BuyerImportRow,
  type BuyerImportRowSchema,
  buyerImportKit,
  type CheckedImportRow,
  importCellMessage,
} from '@sc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { BackgroundTasks } from '../../platform/backgroundTasks.js';
import { refuseImportCell } from '../../platform/imports/importKit.js';
import { createBuyerAccount } from '../buyers/buyerAccounts.service.js';
import {
  type BatchResult,
  chunksOf,
  type RowOutcome,
  refusedOutcome,
  type ServerImportKind,
} from './importKind.js';
import { findUsedEmails } from './imports.repository.js';

type Checked = CheckedImportRow<BuyerImportRow>;

/**
 * Background work held back until the batch's transaction has committed: the invitation mails of
 * the accounts it made go out once those accounts exist for good, and not at all if it rolls back.
 */
class AfterCommitTasks extends BackgroundTasks {
  private readonly held: { what: string; task: () => Promise<void> }[] = [];

  constructor(
    log: FastifyBaseLogger,
    private readonly target: BackgroundTasks,
  ) {
    super(log);
  }

  override run(what: string, task: () => Promise<void>): void {
    this.held.push({ what, task });
  }

  /** Hands the held tasks to the app's background tasks. */
  release(): void {
    for (const { what, task } of this.held.splice(0)) this.target.run(what, task);
  }
}

const emailTaken = (lang: Parameters<typeof importCellMessage>[0]) =>
  importCellMessage(lang, 'error.consoleImport.emailTaken');

/**
 * Buyer accounts: each valid row makes a buyer account with the console's "New buyer" service
 * (login without a usable password, profile in the pool) and its invitation mail; an email that
 * already has an account, or that an earlier row of the file holds, is refused.
 */
export const buyerImport: ServerImportKind<BuyerImportColumn, typeof BuyerImportRowSchema> = {
  kind: 'buyers',
  kit: buyerImportKit,

  reference: (values) => values.email.trim().toLowerCase() || null,

  async checkFile(_ctx, checked, lang) {
    const firstRow = new Map<string, number>();
    for (const row of checked) {
      if (!row.input) continue;
      const first = firstRow.get(row.input.email);
      if (first === undefined) firstRow.set(row.input.email, row.row.row);
      else
        refuseImportCell(
          row,
          'email',
          importCellMessage(lang, 'error.consoleImport.emailRepeated', { row: first }),
        );
    }
  },

  async checkStored(ctx, checked, lang) {
    // Every row whose email cell is good, valid or not: all of a row's problems show at once.
    const withEmail = checked.filter((row) => !row.row.errors.email);
    const emailOf = (row: Checked) => (row.row.values.email ?? '').trim().toLowerCase();
    for (const chunk of chunksOf(withEmail, 10_000)) {
      const used = await findUsedEmails(ctx.db, chunk.map(emailOf));
      for (const row of chunk) if (used.has(emailOf(row))) refuseImportCell(row, 'email', emailTaken(lang));
    }
    return { updateCount: 0, newBrands: [], newBrandCount: 0 };
  },

  async writeBatch(ctx, batch, lang): Promise<BatchResult> {
    const mails = new AfterCommitTasks(ctx.log, ctx.background);
    const scoped: AppContext = { ...ctx, background: mails };
    const outcomes: RowOutcome[] = [];
    for (const row of batch) {
      const reference = buyerImport.reference(row.row.values as Record<BuyerImportColumn, string>);
      if (!row.input) {
        outcomes.push(refusedOutcome(row, reference));
        continue;
      }
      try {
        await createBuyerAccount(scoped, row.input, lang);
        outcomes.push({ row: row.row.row, outcome: 'created', reference, messages: null });
      } catch (error) {
        if (!(error instanceof AppError) || error.codeName !== 'BUYER_EMAIL_TAKEN') throw error;
        refuseImportCell(row, 'email', emailTaken(lang));
        outcomes.push(refusedOutcome(row, reference));
      }
    }
    return { outcomes, newBrands: [], afterCommit: () => mails.release() };
  },
};
