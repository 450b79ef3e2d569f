import { serviceCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { serviceKeys } from './serviceKeys';

/** A page of where my buyer contacts came from and went, newest first; fetched only while shown. */
export function useQuotaLedger(pageIndex: number, pageSize: number, isEnabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.ledger(pageIndex, pageSize),
    queryFn: ({ signal }) =>
      apiCall(serviceCalls.quotaLedger, { pageIndex, pageSize }, { overlay: false, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
