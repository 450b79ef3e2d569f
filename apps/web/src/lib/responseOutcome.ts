import type { Envelope } from '@sc/contract';

/** What a finished call amounts to, before any popup is decided. */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'business'; code: number; msg: string; data: unknown }
  | { kind: 'empty' }
  | { kind: 'canceled' }
  | { kind: 'timeout' }
  | { kind: 'unauthorized'; envelope: Envelope<unknown> | null }
  | { kind: 'http'; status: number; envelope: Envelope<unknown> | null }
  | { kind: 'network' };

/** The envelope `{code,msg,data}` of a body, or null when the body is not one. */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { code, msg, data } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data: data ?? null };
}

/** Classifies a 2xx body: code 0 succeeds, other codes are business failures (SPEC 7). */
export function classifyBody(body: unknown): Outcome {
  if (body === undefined || body === null || body === '') return { kind: 'empty' };
  const envelope = readEnvelope(body);
  if (!envelope) return { kind: 'network' };
  if (envelope.code === 0) return { kind: 'ok', data: envelope.data };
  return { kind: 'business', code: envelope.code, msg: envelope.msg, data: envelope.data };
}

/** The parts of an axios error this needs; kept structural so it is testable without axios. */
export type FailureShape = {
  isCancel: boolean;
  code?: string | undefined;
  response?: { status: number; data: unknown } | undefined;
};

/** Classifies a rejected request: timeout, 401, other HTTP status, or no response (SPEC 8). */
export function classifyFailure(failure: FailureShape): Outcome {
  if (failure.isCancel) return { kind: 'canceled' };
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT') return { kind: 'timeout' };
  const response = failure.response;
  if (!response) return { kind: 'network' };
  const envelope = readEnvelope(response.data);
  if (response.status === 401) return { kind: 'unauthorized', envelope };
  return { kind: 'http', status: response.status, envelope };
}
