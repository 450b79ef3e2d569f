import { accountCalls, type JobTitleList } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { authKeys } from './authKeys';

/** Job title options, labelled by the server in the Accept-Language of the request. */
export function fetchJobTitles(signal?: AbortSignal): Promise<JobTitleList> {
  return apiCall(accountCalls.jobTitles, {}, { overlay: false, notify: false, signal });
}

/** Job titles for the sign-up form; refetched when the language changes. */
export function useJobTitles() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: authKeys.jobTitles(lang),
    queryFn: ({ signal }) => fetchJobTitles(signal),
    staleTime: 60 * 60_000,
  });
}
