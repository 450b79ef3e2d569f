import { buyerCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { buyerKeys } from './buyerKeys';

/** Buyers who viewed my showroom or products, newest first. */
export function useVisitors(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: buyerKeys.visitors(pageIndex, pageSize),
    queryFn: ({ signal }) =>
      apiCall(buyerCalls.visitors, { pageIndex, pageSize }, { overlay: false, notify: false, signal }),
    placeholderData: keepPreviousData,
  });
}
