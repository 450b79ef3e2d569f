import { translationCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { chatKeys } from './chatKeys';

/** trans/status: whether this portal has a translation service; asked once per page load. */
export function useTranslationStatus() {
  return useQuery({
    queryKey: chatKeys.translationStatus(),
    queryFn: ({ signal }) => apiCall(translationCalls.status, {}, { overlay: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
