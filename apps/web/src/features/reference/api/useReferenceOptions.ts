import { apiPaths, type Option, OptionSchema } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

/** The reference lists served as `{value,label}` options, labelled in the caller's language. */
export const referenceLists = {
  originCountries: apiPaths.originCountries,
  quotationTerms: apiPaths.quotationTerms,
  quotationPlaces: apiPaths.quotationPlaces,
  currencyTypes: apiPaths.currencyTypes,
  unitMeasures: apiPaths.unitMeasures,
  languageTypes: apiPaths.languageTypes,
} as const;
export type ReferenceList = keyof typeof referenceLists;

const OptionListSchema = OptionSchema.array();

export function fetchReferenceOptions(list: ReferenceList, signal?: AbortSignal): Promise<Option[]> {
  return apiPost(
    referenceLists[list],
    {},
    { schema: OptionListSchema, overlay: false, notify: false, signal },
  );
}

/** One reference list; kept for an hour and fetched again in a new language. */
export function useReferenceOptions(list: ReferenceList) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: [queryRoots.reference, list, lang],
    queryFn: ({ signal }) => fetchReferenceOptions(list, signal),
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });
}
