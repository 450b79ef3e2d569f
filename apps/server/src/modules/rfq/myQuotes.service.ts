import type { CallInput, Lang, MyQuoteRow, Page, rfqCalls } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { pageRange, toPage } from '../../db/page.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toRfqCardDto } from './rfq.presenter.js';
import { loadRfqCategories } from './rfqCategories.js';
import { listMyQuotes } from './rfqQuotes.repository.js';
import { presentMyQuotes } from './rfqQuoteView.js';

/**
 * `rfq/quote/list`: my company's quotes, newest first, each with its RFQ and how it stands
 * (rejected, awarded, declined, RFQ closed, shortlisted, replied, viewed, submitted), optionally in one state.
 */
export async function listMyRfqQuotes(
  ctx: AppContext,
  caller: SupplierCaller,
  query: CallInput<typeof rfqCalls.myQuotes>,
  lang: Lang,
): Promise<Page<MyQuoteRow>> {
  const now = ctx.clock.now();
  const { rows, total } = await listMyQuotes(ctx.db, caller.supplierId, query.state, now, pageRange(query));
  const [quotes, categories] = await Promise.all([
    presentMyQuotes(ctx, rows, now),
    loadRfqCategories(ctx, lang),
  ]);
  return toPage(
    rows.flatMap((row, index) => {
      const quote = quotes[index];
      return quote ? [{ rfq: toRfqCardDto(row, categories, now), quote }] : [];
    }),
    total,
    query,
  );
}
