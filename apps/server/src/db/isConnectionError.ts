/**
 * SQLSTATEs that mean the connection, not the statement, failed: class 08 (connection exception),
 * 57P01 admin_shutdown (pg_terminate_backend, a fast shutdown), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, in recovery), 53300 too_many_connections.
 */
const CONNECTION_SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** Socket failures from Node when the server is away or the network dropped. */
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages node-postgres and pg-pool use for a lost, unusable or unobtainable connection. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * The driver's own error under Drizzle's wrapper, for the log: its message and code, never the
 * failed statement's parameters (they may hold personal data).
 */
export function rootCauseOf(error: unknown): { message: string; code?: string } {
  let current = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown })?.cause; depth++) {
    current = (current as { cause?: unknown }).cause;
  }
  const { message, code } = (current ?? {}) as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : String(current),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/**
 * True when a database call failed because the database could not be reached or the connection
 * dropped (failover, restart, network), not because of the statement: the caller gets a 503 and
 * may try again. Follows `cause` through Drizzle's query errors.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, syscall } = current as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
    // Connecting to a Unix socket that is gone (the embedded database's worker stopped); a missing
    // file anywhere else is no connection error.
    if (code === 'ENOENT' && syscall === 'connect') return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
