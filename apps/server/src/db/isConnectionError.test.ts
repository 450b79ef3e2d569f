import { describe, expect, it } from 'vitest';
import { isConnectionError, rootCauseOf } from './isConnectionError.js';

/** A driver error wrapped as Drizzle wraps a failed query. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: insert into users values ($1)\nparams: secret@example.test'), {
    cause,
  });
const pgError = (code: string, message = 'server error') => Object.assign(new Error(message), { code });

describe('a database error caused by the connection', () => {
  it('is recognized by SQLSTATE, socket code or driver message, also under a wrapper', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('ECONNRESET'),
      Object.assign(new Error('connect ENOENT /tmp/sc-db-x/.s.PGSQL.5432'), {
        code: 'ENOENT',
        syscall: 'connect',
      }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionError(error), String(error)).toBe(true);
      expect(isConnectionError(wrapped(error)), `wrapped ${error}`).toBe(true);
    }
  });

  it('is not a statement failure, a business error or nothing', () => {
    for (const error of [
      pgError('23505'),
      pgError('40001'),
      pgError('22P02'),
      Object.assign(new Error('ENOENT: no such file or directory, open'), {
        code: 'ENOENT',
        syscall: 'open',
      }),
      new Error('boom'),
      null,
      'text',
    ])
      expect(isConnectionError(wrapped(error)), String(error)).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });

  it('logs the driver reason, never the failed statement with its parameters', () => {
    expect(rootCauseOf(wrapped(pgError('57P01', 'terminating connection')))).toEqual({
      message: 'terminating connection',
      code: '57P01',
    });
  });
});
