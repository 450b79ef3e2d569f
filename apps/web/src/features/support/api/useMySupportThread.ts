import { type CallBody, type SupportMessage, type SupportThread, supportCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { supportKeys } from './supportKeys';

/** My company's conversation with the support team (empty, id null, until the first message). */
export function fetchMySupportThread(signal?: AbortSignal): Promise<SupportThread> {
  return apiCall(supportCalls.myThread, {}, { overlay: false, notify: false, signal });
}

/** Writes to the support team; the same clientId never stores twice, so retries are safe. */
export function sendToSupport(input: CallBody<typeof supportCalls.send>): Promise<SupportMessage> {
  return apiCall(supportCalls.send, input, { overlay: false, notify: false });
}

/** Marks the team's answers viewed. */
export async function viewSupport(): Promise<void> {
  await apiCall(supportCalls.view, {}, { overlay: false, notify: false });
}

/** My company's support thread, kept live by the socket (never stale by time). */
export function useMySupportThread(isEnabled: boolean) {
  return useQuery({
    queryKey: supportKeys.myThread(),
    queryFn: ({ signal }) => fetchMySupportThread(signal),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
