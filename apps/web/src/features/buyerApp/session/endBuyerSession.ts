import { appEvents } from '../../../lib/appEvents';
import { buyerPaths } from '../../../lib/paths';
import { session as sessionArea } from '../../../lib/storage';
import { type BuyerSessionEndReason, buyerEvents } from './buyerEvents';
import { saveBuyerReturnUrl } from './buyerReturnUrl';
import { buyerSessionStore } from './buyerSession';

const ENDED_KEY = 'buyerSessionEnded';

/** Why the last buyer session ended without a sign-out (read once by the sign-in page). */
export function readSessionEndNotice(): 'expired' | 'replaced' | null {
  const reason = sessionArea.get(ENDED_KEY);
  return reason === 'expired' || reason === 'replaced' ? reason : null;
}

export function clearSessionEndNotice(): void {
  sessionArea.remove(ENDED_KEY);
}

/**
 * Clears the buyer session (never the supplier's), tells the socket and caches, and goes to
 * /buyer/login; after a lost session the page asked for is remembered and the reason shown.
 */
export function endBuyerSession(reason: BuyerSessionEndReason): void {
  if (!buyerSessionStore.get().isSignedIn) return;
  if (reason !== 'signedOut') {
    sessionArea.set(ENDED_KEY, reason);
    if (typeof window !== 'undefined') {
      saveBuyerReturnUrl(sessionArea, window.location.pathname + window.location.search);
    }
  }
  buyerSessionStore.clear();
  buyerEvents.emit('ended', { reason });
  appEvents.emit('navigate', { to: buyerPaths.login, replace: true });
}
