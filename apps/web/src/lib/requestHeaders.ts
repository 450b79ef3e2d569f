import { DEFAULT_WEB_CLIENT, type Lang } from '@sc/contract';
import { langTag } from './language';
import type { SessionSnapshot } from './session';

export type HeaderSession = Pick<SessionSnapshot, 'token' | 'adminId' | 'supplierId' | 'adminCode'>;

/** `Basic base64(id:secret)` of the web client (SPEC 7). */
export function basicAuthorization(client: { id: string; secret: string } = DEFAULT_WEB_CLIENT): string {
  return `Basic ${btoa(`${client.id}:${client.secret}`)}`;
}

/**
 * Headers of every call (SPEC 6, 7): the stored token as Bearer, else the web client's Basic
 * authorization; operatorId, supplierId and adminCode when stored; Accept-Language of the UI.
 * `forceBasic` is for the login call, which always authenticates the client, not a user.
 */
export function buildRequestHeaders(
  session: HeaderSession,
  lang: Lang,
  options: { forceBasic?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: session.token && !options.forceBasic ? `Bearer ${session.token}` : basicAuthorization(),
    'Accept-Language': langTag(lang),
  };
  if (session.adminId) headers.operatorId = session.adminId;
  if (session.supplierId) headers.supplierId = session.supplierId;
  if (session.adminCode) headers.adminCode = session.adminCode;
  return headers;
}

/** Headers of an area with its own session (buyers' app, console): its token and the UI language only. */
export function tokenHeaders(token: string | null, lang: Lang): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': langTag(lang) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
