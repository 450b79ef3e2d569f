import {
  type ConsoleSupplierLedgerQuery,
  type ConsoleSupplierQuery,
  consoleSupplierCalls,
  type SuspendSupplier,
} from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { useLanguage } from '../../../lib/useLanguage';

// The console has its own query cache, so its keys need only be unique within it. Package names of
// orders come in the reader's language, hence the language in the detail's key.
const consoleSupplierKeys = {
  all: ['consoleSuppliers'] as const,
  list: (query: ConsoleSupplierQuery) => ['consoleSuppliers', 'list', query] as const,
  detail: (supplierId: number, lang: string) => ['consoleSuppliers', 'detail', supplierId, lang] as const,
  ledger: (query: ConsoleSupplierLedgerQuery) => ['consoleSuppliers', 'ledger', query] as const,
};

/** A page of companies by state, country and verification, searched by company or user. */
export function useConsoleSuppliers(query: ConsoleSupplierQuery) {
  return useQuery({
    queryKey: consoleSupplierKeys.list(query),
    queryFn: ({ signal }) => consoleCall(consoleSupplierCalls.list, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One company in full. */
export function useConsoleSupplier(supplierId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: consoleSupplierKeys.detail(supplierId ?? 0, lang),
    enabled: supplierId !== null,
    queryFn: ({ signal }) =>
      consoleCall(consoleSupplierCalls.info, { supplierId: supplierId ?? 0 }, { signal }),
  });
}

/** A page of a company's service ledger, newest first. */
export function useConsoleSupplierLedger(query: ConsoleSupplierLedgerQuery) {
  return useQuery({
    queryKey: consoleSupplierKeys.ledger(query),
    queryFn: ({ signal }) => consoleCall(consoleSupplierCalls.ledger, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useSuspensionMutation(call: (input: SuspendSupplier) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleSupplierKeys.all }),
  });
}

/** Suspends a company with a reason (its users are signed out at once). */
export const useSuspendSupplier = () =>
  useSuspensionMutation((input) => consoleCall(consoleSupplierCalls.suspend, input, { notify: false }));
/** Reactivates a suspended company with a reason. */
export const useReactivateSupplier = () =>
  useSuspensionMutation((input) => consoleCall(consoleSupplierCalls.reactivate, input, { notify: false }));
