import { useMutation } from '@tanstack/react-query';
import { consoleSessionStore } from '../../../lib/console/consoleSession';
import { loginConsole } from './consoleSupportApi';

/** Signs a support team member in and stores the console session; other sessions stay untouched. */
export function useConsoleLogin() {
  return useMutation({
    mutationFn: loginConsole,
    onSuccess: (result) => consoleSessionStore.saveLogin(result),
  });
}
