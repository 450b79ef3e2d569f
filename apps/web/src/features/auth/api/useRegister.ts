import { apiPaths, type Register, RegisterResultSchema } from '@sc/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';

/** Creates the supplier company and its first user (supplier/registered/register). */
export function register(values: Register) {
  return apiPost(apiPaths.register, values, { schema: RegisterResultSchema, notify: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
