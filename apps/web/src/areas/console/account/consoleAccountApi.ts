import { consoleAccountCalls, type OperatorAccount, type TotpCodeBody } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { updateConsolePermissions } from '../../../lib/console/consoleSession';

const accountKey = ['consoleAccount'] as const;

/** The signed-in member's account; its permissions refresh the console's sections too. */
export function useOperatorAccount() {
  return useQuery({
    queryKey: accountKey,
    queryFn: async ({ signal }) => {
      const account = await consoleCall(consoleAccountCalls.me, {}, { signal });
      updateConsolePermissions(account.permissions);
      return account;
    },
  });
}

function useAccountChange<I>(call: (input: I) => Promise<OperatorAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (account) => queryClient.setQueryData(accountKey, account),
  });
}

/** Starts a setup: a new secret to scan (nothing changes until a code confirms it). */
export const useStartTotpSetup = () =>
  useMutation({ mutationFn: () => consoleCall(consoleAccountCalls.totpSetup, {}) });
export const useConfirmTotp = () =>
  useAccountChange((input: TotpCodeBody) =>
    consoleCall(consoleAccountCalls.totpConfirm, input, { notify: false }),
  );
export const useDisableTotp = () =>
  useAccountChange((input: TotpCodeBody) =>
    consoleCall(consoleAccountCalls.totpDisable, input, { notify: false }),
  );
