import type { Caller } from './caller.js';

export type SessionTarget = { sessionIds: number[] } | { userId: number };

/**
 * Tokens this process authenticated a moment ago, so most calls skip the session query. Ending a
 * session (new login, logout, password change) forgets it here at once and, through Socket.IO's
 * server-side events, on every other process; `ttlMs` only bounds how long a change made outside
 * those paths (a session row edited by hand) can go unseen. Failures are never cached.
 */
export class SessionCache {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string): Caller | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.caller;
    this.entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, caller: Caller, expiresAt: Date): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { caller, until: Math.min(Date.now() + this.ttlMs, expiresAt.getTime()) });
  }

  forget(target: SessionTarget): void {
    const matches =
      'userId' in target
        ? (caller: Caller) => caller.userId === target.userId
        : (caller: Caller) => target.sessionIds.includes(caller.sessionId);
    for (const [tokenHash, entry] of this.entries) if (matches(entry.caller)) this.entries.delete(tokenHash);
  }
}
