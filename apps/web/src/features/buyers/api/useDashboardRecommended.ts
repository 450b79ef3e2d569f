import { buyerCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';
import { buyerKeys } from './buyerKeys';

/** The dashboard's top recommended buyers not contacted yet. */
export function useDashboardRecommended(size = 5) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: buyerKeys.dashboard(lang, size),
    queryFn: ({ signal }) =>
      apiCall(buyerCalls.dashboardRecommended, { size }, { overlay: false, notify: false, signal }),
  });
}
