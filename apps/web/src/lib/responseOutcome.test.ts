import { describe, expect, it } from 'vitest';
import { classifyBody, classifyFailure } from './responseOutcome';

describe('classifyBody', () => {
  it('resolves code 0 with its data', () => {
    expect(classifyBody({ code: 0, msg: 'ok', data: { a: 1 } })).toEqual({ kind: 'ok', data: { a: 1 } });
  });

  it('turns a non-zero code into a business failure with the message and data', () => {
    expect(classifyBody({ code: 1100, msg: 'Verification code error', data: null })).toEqual({
      kind: 'business',
      code: 1100,
      msg: 'Verification code error',
      data: null,
    });
  });

  it('reports an empty body separately and a non-envelope body as a failure', () => {
    expect(classifyBody('')).toEqual({ kind: 'empty' });
    expect(classifyBody(undefined)).toEqual({ kind: 'empty' });
    expect(classifyBody('<html>oops</html>')).toEqual({ kind: 'network' });
    expect(classifyBody({ ok: true })).toEqual({ kind: 'network' });
  });
});

describe('classifyFailure', () => {
  it('recognises timeouts and cancellations', () => {
    expect(classifyFailure({ isCancel: false, code: 'ECONNABORTED' }).kind).toBe('timeout');
    expect(classifyFailure({ isCancel: true, code: 'ERR_CANCELED' }).kind).toBe('canceled');
  });

  it('treats HTTP 401 as a session loss', () => {
    expect(classifyFailure({ isCancel: false, response: { status: 401, data: '' } }).kind).toBe(
      'unauthorized',
    );
  });

  it('keeps the envelope of other HTTP errors so its message can be shown', () => {
    const outcome = classifyFailure({
      isCancel: false,
      response: { status: 429, data: { code: 42900, msg: 'Try again in 15 minutes.', data: null } },
    });
    expect(outcome).toEqual({
      kind: 'http',
      status: 429,
      envelope: { code: 42900, msg: 'Try again in 15 minutes.', data: null },
    });
  });

  it('treats no response as a network failure', () => {
    expect(classifyFailure({ isCancel: false, code: 'ERR_NETWORK' }).kind).toBe('network');
  });
});
