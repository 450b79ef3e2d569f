import type { CallInput, dashboardCalls, GuideState } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { findGuide, type GuideRow, upsertGuide } from './guide.repository.js';

function toState(row: GuideRow | undefined): GuideState {
  return {
    checklistDismissed: Boolean(row?.checklistDismissedAt),
    tours: {
      buyers: row?.tours.buyers ?? null,
      chat: row?.tours.chat ?? null,
      quotation: row?.tours.quotation ?? null,
    },
  };
}

/** Which guides this user finished or dismissed: stored per user, so a second device does not replay them. */
export async function getMyGuide(ctx: AppContext, caller: SupplierCaller): Promise<GuideState> {
  return toState(await findGuide(ctx.db, caller.userId));
}

/** Dismisses the checklist card or records how a page tour ended (nothing else changes). */
export async function updateMyGuide(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof dashboardCalls.updateGuide>,
): Promise<GuideState> {
  const current = await findGuide(ctx.db, caller.userId);
  if (!input.checklistDismissed && !input.tour) return toState(current);
  const row = await upsertGuide(ctx.db, caller.userId, {
    ...(input.checklistDismissed
      ? { checklistDismissedAt: current?.checklistDismissedAt ?? ctx.clock.now() }
      : {}),
    ...(input.tour ? { tours: { ...(current?.tours ?? {}), [input.tour.page]: input.tour.outcome } } : {}),
  });
  return toState(row);
}
