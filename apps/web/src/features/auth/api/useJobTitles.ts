import { apiPaths, JobTitleListSchema, type Option } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';

/** Job title options, labelled by the server in the Accept-Language of the request. */
export function fetchJobTitles(signal?: AbortSignal): Promise<Option[]> {
  return apiPost(
    apiPaths.jobTitles,
    {},
    { schema: JobTitleListSchema, overlay: false, notify: false, signal },
  );
}

/** Job titles for the sign-up form; refetched when the language changes. */
export function useJobTitles() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: ['auth', 'jobTitles', lang],
    queryFn: ({ signal }) => fetchJobTitles(signal),
    staleTime: 60 * 60_000,
  });
}
