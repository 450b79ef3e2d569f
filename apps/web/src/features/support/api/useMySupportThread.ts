import {
  apiPaths,
  OkSchema,
  type SupportMessage,
  SupportMessageSchema,
  type SupportThread,
  SupportThreadSchema,
} from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { supportKeys } from './supportKeys';

/** My company's conversation with the support team (empty, id null, until the first message). */
export function fetchMySupportThread(signal?: AbortSignal): Promise<SupportThread> {
  return apiPost(
    apiPaths.supportContact,
    {},
    { schema: SupportThreadSchema, overlay: false, notify: false, signal },
  );
}

/** Writes to the support team; the same clientId never stores twice, so retries are safe. */
export function sendToSupport(input: { clientId: string; content: string }): Promise<SupportMessage> {
  return apiPost(apiPaths.supportSend, input, {
    schema: SupportMessageSchema,
    overlay: false,
    notify: false,
  });
}

/** Marks the team's answers viewed. */
export async function viewSupport(): Promise<void> {
  await apiPost(apiPaths.supportView, {}, { schema: OkSchema, overlay: false, notify: false });
}

export function useMySupportThread(isEnabled: boolean) {
  return useQuery({
    queryKey: supportKeys.myThread,
    queryFn: ({ signal }) => fetchMySupportThread(signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
