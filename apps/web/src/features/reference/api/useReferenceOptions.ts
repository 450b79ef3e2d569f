import { type OptionList, referenceCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { referenceKeys } from './referenceKeys';

/** The reference lists served as `{value,label}` options, labelled in the caller's language. */
export const referenceLists = {
  originCountries: referenceCalls.originCountries,
  quotationTerms: referenceCalls.quotationTerms,
  quotationPlaces: referenceCalls.quotationPlaces,
  currencyTypes: referenceCalls.currencyTypes,
  unitMeasures: referenceCalls.unitMeasures,
  languageTypes: referenceCalls.languageTypes,
} as const;
export type ReferenceList = keyof typeof referenceLists;

export function fetchReferenceOptions(list: ReferenceList, signal?: AbortSignal): Promise<OptionList> {
  return apiCall(referenceLists[list], {}, { overlay: false, notify: false, signal });
}

/** One reference list; kept for an hour and fetched again in a new language. */
export function useReferenceOptions(list: ReferenceList) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: referenceKeys.options(list, lang),
    queryFn: ({ signal }) => fetchReferenceOptions(list, signal),
    staleTime: 60 * 60_000,
    gcTime: 2 * 60 * 60_000,
  });
}
