import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<true>();

/** Runs `work` marked as a transaction on a pool connection (see `isInsideTransaction`). */
export function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  return scope.run(true, work);
}

/**
 * Whether the caller runs inside a transaction on a pool connection. Such a caller must never
 * wait for a statement sent outside it: on the embedded database the pool has one connection, the
 * one the transaction holds, so that statement (and the transaction) would wait 10 s, then fail.
 */
export function isInsideTransaction(): boolean {
  return scope.getStore() === true;
}
