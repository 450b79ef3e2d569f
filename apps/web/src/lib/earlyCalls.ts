import { API_BASE, TIMINGS } from '@sc/contract';

/** A call's answer as it came: the HTTP status and the parsed body (null when it failed to arrive). */
export type EarlyAnswer = { status: number; body: unknown } | null;

/** An answer left untaken this long is dropped: the page asks again, for fresh data. */
const KEEP_MS = 15_000;

const started = new Map<string, { answer: Promise<EarlyAnswer>; at: number }>();

/** JSON with sorted keys, so `{ a, b }` and `{ b, a }` are the same call. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

const keyOf = (path: string, body: unknown, authorization: string | undefined) =>
  `${authorization ?? ''} ${path} ${stableJson(body ?? {})}`;

/**
 * Sends a call a page will make as it opens, before the code that makes it has loaded (plain fetch:
 * no HTTP library yet), so data and code download together. The first identical call (same path,
 * body and authorization) takes the answer instead of sending again: see `takeEarlyCall`.
 */
export function startEarlyCall(
  path: string,
  body: object,
  headers: Record<string, string>,
): Promise<EarlyAnswer> {
  const answer = fetch(`${API_BASE}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMINGS.requestTimeoutMs),
  })
    .then(
      async (response): Promise<EarlyAnswer> => ({ status: response.status, body: await response.json() }),
    )
    .catch((): EarlyAnswer => null);
  started.set(keyOf(path, body, headers.Authorization), { answer, at: Date.now() });
  return answer;
}

/**
 * The answer of an early call identical to this one, once (a later identical call is sent as usual);
 * undefined when there is none, or it was started too long ago.
 */
export function takeEarlyCall(
  path: string,
  body: unknown,
  authorization: string | undefined,
): Promise<EarlyAnswer> | undefined {
  if (started.size === 0) return undefined;
  const key = keyOf(path, body, authorization);
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  return Date.now() - early.at <= KEEP_MS ? early.answer : undefined;
}
