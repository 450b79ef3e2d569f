import type { CallInput, consoleOperatorCalls, Operator, Page } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { toPage } from '../../db/page.js';
import { AppError } from '../../http/AppError.js';
import { toOperatorDto } from './operators.presenter.js';
import { countOperators, findOperatorListRow, listOperatorRows } from './operators.repository.js';

/** The platform team, by name: role, status, two-factor sign-in and last sign-in of each. */
export async function listOperators(
  ctx: AppContext,
  query: CallInput<typeof consoleOperatorCalls.list>,
): Promise<Page<Operator>> {
  const [rows, total] = await Promise.all([listOperatorRows(ctx.db, query), countOperators(ctx.db, query)]);
  return toPage(rows.map(toOperatorDto), total, query);
}

/** One operator as the list shows them; RECORD_NOT_FOUND for anyone else. */
export async function getOperator(ctx: AppContext, userId: number): Promise<Operator> {
  const row = await findOperatorListRow(ctx.db, userId);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toOperatorDto(row);
}
