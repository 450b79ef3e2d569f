import { accountCalls, type Register, type RegisterResult } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';

/** Creates the supplier company and its first user (supplier/registered/register). */
export function register(values: Register): Promise<RegisterResult> {
  return apiCall(accountCalls.register, values, { notify: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
