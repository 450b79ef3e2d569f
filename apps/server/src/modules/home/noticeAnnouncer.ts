import type { AppContext } from '../../context.js';
import { noticePublishedBetween } from './content.repository.js';

const CHECK_EVERY_MS = 30_000;

/**
 * Tells connected suppliers when a scheduled notice's time comes (one published now is announced
 * by the save itself). Every process checks; a repeated announcement only makes clients refetch.
 */
export function startNoticeAnnouncer(ctx: AppContext): () => void {
  let since = ctx.clock.now();
  const timer = setInterval(() => {
    const until = ctx.clock.now();
    noticePublishedBetween(ctx.db, since, until)
      .then((published) => {
        since = until;
        if (published) ctx.broadcast.noticesChanged();
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'scheduled notice check failed'));
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
