import type { z } from 'zod';

/**
 * One call of the API: its path (relative to `/api`), the schema of its JSON body, the schema of the
 * `data` of its success envelope and a one-line summary. The server registers it, the web calls it
 * and tests call it, so the three can never disagree.
 */
export interface ApiCall<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  path: string;
  /** Other paths served by the same handler (e.g. correct spellings beside the spec's). */
  aliases?: readonly string[];
  summary: string;
  /** The group the call is listed under in the API docs. */
  tag: string;
  body: B;
  result: R;
}

/** What a caller may send as the body of a call (before defaults and coercion). */
export type CallBody<C extends ApiCall> = z.input<C['body']>;
/** The body after the server parsed it (defaults applied). */
export type CallInput<C extends ApiCall> = z.output<C['body']>;
/** The `data` of a call's success envelope. */
export type CallData<C extends ApiCall> = z.output<C['result']>;

type CallSpec = Omit<ApiCall, 'tag'>;

/** Declares a domain's calls under one docs tag: `callGroup('Quotations', { list: {…}, info: {…} })`. */
export function callGroup<const T extends Record<string, CallSpec>>(
  tag: string,
  calls: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  const grouped = {} as { [K in keyof T]: T[K] & { tag: string } };
  for (const key of Object.keys(calls) as (keyof T)[]) grouped[key] = { ...calls[key], tag };
  return grouped;
}
