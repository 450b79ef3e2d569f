import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './AppError.js';

/** A counter of events per key in a window; shared through Redis when several processes run. */
export class Limit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly points: number,
  ) {}

  /** Seconds until the key may act again, or 0 when it is not blocked. */
  async blockedFor(key: string): Promise<number> {
    const state = await this.limiter.get(key);
    if (!state || state.consumedPoints < this.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Events counted for the key in the current window. */
  async count(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Counts one event and says whether it was within the limit (atomic: safe for concurrent callers). */
  async take(key: string): Promise<boolean> {
    return this.limiter.consume(key).then(
      () => true,
      (rejection: RateLimiterRes | Error) => {
        if (rejection instanceof Error) throw rejection;
        return false;
      },
    );
  }

  /** Counts one event; never throws when the limit is passed (check with blockedFor). */
  async hit(key: string): Promise<void> {
    await this.limiter.consume(key).catch((rejection: RateLimiterRes | Error) => {
      if (rejection instanceof Error) throw rejection;
    });
  }

  /** Counts one event and answers the seconds to wait when it passed the limit (0 when allowed). */
  async takeOrWait(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export interface Limits {
  /**
   * Failed logins per account: 5 in 15 minutes. Past that the account still accepts a login from an
   * address that has not failed on it (loginPerAccountAddress), so a stranger cannot lock the owner out.
   */
  loginPerAccount: Limit;
  /** Failed logins per account and address (counted, not limited on its own). */
  loginPerAccountAddress: Limit;
  /** Failed logins per address: 30 in 15 minutes. */
  loginPerIp: Limit;
  /** Reset mails per email: 3 an hour (more are dropped silently). */
  resetMailPerEmail: Limit;
  /** Reset requests per address: 20 an hour. */
  resetPerIp: Limit;
  /** Captcha images per address: 60 a minute. */
  captchaPerIp: Limit;
  /**
   * Spreadsheet imports running per supplier: 1, taken for the import and given back when it ends
   * (held at most 2 minutes should a process die mid-import). Shared through Redis.
   */
  importPerSupplier: Limit;
  /** Sign-ups per address: 5 an hour by default (SIGNUPS_PER_ADDRESS_HOURLY); the next is refused with 429. */
  signupPerIp: Limit;
  /** "Someone tried to sign up with your email" notices per email: 3 an hour (more are dropped silently). */
  signupNoticePerEmail: Limit;
  /** Email confirmation links a user may ask for again: 3 an hour. */
  verifyMailPerUser: Limit;
  /** Chat and support messages per user: 20 in 10 seconds by default; null when turned off. */
  messagesPerUser: Limit | null;
  /** Invitation links opened per address: 30 an hour (more are dropped silently). */
  inviteOpenPerIp: Limit;
}

/**
 * Builds the limits, in memory or in Redis. While Redis does not answer, each process counts in its
 * own memory instead (the insurance limiter), so logins keep working rather than failing.
 */
export function createLimits(
  redis?: Redis,
  {
    signupsPerAddressHourly = 5,
    messagesPer10s = 20,
  }: { signupsPerAddressHourly?: number; messagesPer10s?: number } = {},
): Limits {
  const make = (keyPrefix: string, points: number, duration: number) => {
    const inMemory = new RateLimiterMemory({ keyPrefix, points, duration });
    return new Limit(
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `sc:rl:${keyPrefix}`,
            points,
            duration,
            insuranceLimiter: inMemory,
          })
        : inMemory,
      points,
    );
  };
  return {
    loginPerAccount: make('login-account', 5, 15 * 60),
    loginPerAccountAddress: make('login-account-ip', 5, 15 * 60),
    loginPerIp: make('login-ip', 30, 15 * 60),
    resetMailPerEmail: make('reset-email', 3, 60 * 60),
    resetPerIp: make('reset-ip', 20, 60 * 60),
    captchaPerIp: make('captcha-ip', 60, 60),
    importPerSupplier: make('import-supplier', 1, 120),
    signupPerIp: make('signup-ip', signupsPerAddressHourly, 60 * 60),
    signupNoticePerEmail: make('signup-notice-email', 3, 60 * 60),
    verifyMailPerUser: make('verify-mail-user', 3, 60 * 60),
    messagesPerUser: messagesPer10s > 0 ? make('messages-user', messagesPer10s, 10) : null,
    inviteOpenPerIp: make('invite-open-ip', 30, 60 * 60),
  };
}

/** Throws RATE_LIMITED when any of the keys is blocked. */
export async function assertNotBlocked(checks: [Limit, string][]): Promise<void> {
  const waits = await Promise.all(checks.map(([limit, key]) => limit.blockedFor(key)));
  const seconds = Math.max(...waits);
  if (seconds > 0) throw rateLimited(seconds);
}

/** The RATE_LIMITED error for a wait in seconds (message in minutes, `Retry-After` in seconds). */
export function rateLimited(seconds: number): AppError {
  return new AppError('RATE_LIMITED', {
    values: { minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts one chat or support message of a user (over any path: socket or HTTP); past the limit it
 * throws MESSAGES_TOO_FAST with the seconds to wait, and the message is not sent.
 */
export async function countMessage(limits: Limits, userId: number): Promise<void> {
  const seconds = (await limits.messagesPerUser?.takeOrWait(String(userId))) ?? 0;
  if (seconds > 0)
    throw new AppError('MESSAGES_TOO_FAST', {
      values: { seconds },
      retryAfterSeconds: seconds,
      httpStatus: 429,
    });
}
