import type { ApiCall } from '@sc/contract';
import { ApiError } from '../lib/ApiError';
import type { ResponseSchema } from '../lib/apiClient';

type Handler = (body: unknown) => unknown;

/**
 * A fake server behind `lib/http` for component tests: answers each path with its handler (which
 * returns the envelope's data or throws an ApiError) and keeps every request, in order.
 * Use with `vi.mock('<…>/lib/http', () => import('<…>/test/fakeHttp'))`.
 */
export const fakeServer = {
  requests: [] as Array<{ path: string; body: unknown }>,
  handlers: new Map<string, Handler>(),
  /** Forgets the handlers and the requests of the last test. */
  reset(): void {
    this.requests = [];
    this.handlers.clear();
  },
  on(path: string, handler: Handler): void {
    this.handlers.set(path, handler);
  },
  /** The bodies sent to a path. */
  sentTo(path: string): unknown[] {
    return this.requests.filter((request) => request.path === path).map((request) => request.body);
  },
};

async function answer<T>(path: string, body: unknown, schema?: ResponseSchema<T>): Promise<T> {
  fakeServer.requests.push({ path, body });
  const handler = fakeServer.handlers.get(path);
  if (!handler) throw new ApiError({ code: 40400, msg: `no fake answer for ${path}`, status: 404 });
  const data: unknown = await handler(body);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`the fake answer for ${path} does not match the contract`);
  return parsed.data;
}

// The same names and arguments as lib/http; the answer is checked against the schema as there.
export const apiCall = (call: ApiCall, body: unknown): Promise<unknown> =>
  answer(call.path, body ?? {}, call.result as ResponseSchema<unknown>);
export const apiPostForm = <T = unknown>(
  path: string,
  form: URLSearchParams,
  options: { schema?: ResponseSchema<T> } = {},
): Promise<T> => answer(path, Object.fromEntries(form), options.schema);
export const apiUpload = <T = unknown>(
  path: string,
  form: FormData,
  options: { schema?: ResponseSchema<T> } = {},
): Promise<T> => answer(path, form, options.schema);
