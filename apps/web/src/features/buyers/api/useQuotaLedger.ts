import { apiPaths, type Page, pageOf, type QuotaLedgerEntry, QuotaLedgerEntrySchema } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

const LedgerPageSchema = pageOf(QuotaLedgerEntrySchema);

/** Where my buyer contacts came from and went, newest first (supplier/service/quota/ledger). */
export function fetchQuotaLedger(
  page: { pageIndex: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<QuotaLedgerEntry>> {
  return apiPost(apiPaths.quotaLedger, page, { schema: LedgerPageSchema, overlay: false, signal });
}

/** A page of the ledger, fetched only while it is shown. */
export function useQuotaLedger(pageIndex: number, pageSize: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [queryRoots.service, 'ledger', pageIndex, pageSize],
    queryFn: ({ signal }) => fetchQuotaLedger({ pageIndex, pageSize }, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
