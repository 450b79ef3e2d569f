import {
  type ChangeOperatorRole,
  consoleOperatorCalls,
  type NewOperator,
  type OperatorId,
  type OperatorQuery,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';

// The console has its own query cache: these keys need only be unique within it.
const operatorKeys = {
  all: ['consoleOperators'] as const,
  list: (query: OperatorQuery) => ['consoleOperators', 'list', query] as const,
};

/** A page of operators: searched by name or email, filtered by role and status. */
export function useOperators(query: OperatorQuery) {
  return useQuery({
    queryKey: operatorKeys.list(query),
    queryFn: ({ signal }) => consoleCall(consoleOperatorCalls.list, query, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** A change to an operator refreshes every operators list (errors are shown where the change was asked). */
function useOperatorMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

export const useCreateOperator = () =>
  useOperatorMutation((input: NewOperator) =>
    consoleCall(consoleOperatorCalls.create, input, { notify: false }),
  );
export const useChangeOperatorRole = () =>
  useOperatorMutation((input: ChangeOperatorRole) =>
    consoleCall(consoleOperatorCalls.changeRole, input, { notify: false }),
  );
export const useDisableOperator = () =>
  useOperatorMutation((input: OperatorId) => consoleCall(consoleOperatorCalls.disable, input));
export const useEnableOperator = () =>
  useOperatorMutation((input: OperatorId) => consoleCall(consoleOperatorCalls.enable, input));
export const useResetOperatorTotp = () =>
  useOperatorMutation((input: OperatorId) => consoleCall(consoleOperatorCalls.resetTotp, input));
export const useResendOperatorLink = () =>
  useOperatorMutation((input: OperatorId) => consoleCall(consoleOperatorCalls.resendLink, input));
