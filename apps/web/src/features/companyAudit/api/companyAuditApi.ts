import { type CompanyAuditQuery, companyAuditCalls } from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

// A list page shows its own loading state; a failure is shown in the page (ListLoadError), not as a toast.
const quiet = { overlay: false, notify: false } as const;

/** Query keys of the company's audit log. */
export const companyAuditKeys = {
  all: ['companyAudit'] as const,
  list: (query: CompanyAuditQuery) => ['companyAudit', 'list', query] as const,
  users: () => ['companyAudit', 'users'] as const,
};

/** A page of my company's audit log, narrowed by the query; the previous page stays while the next loads. */
export function useCompanyAudit(query: CompanyAuditQuery) {
  return useQuery({
    queryKey: companyAuditKeys.list(query),
    queryFn: ({ signal }) => apiCall(companyAuditCalls.list, query, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The colleagues who have entries in the log (the user filter's choices). */
export function useCompanyAuditUsers() {
  return useQuery({
    queryKey: companyAuditKeys.users(),
    queryFn: ({ signal }) => apiCall(companyAuditCalls.actors, {}, { ...quiet, signal }),
  });
}
