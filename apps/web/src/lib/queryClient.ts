import { QueryClient } from '@tanstack/react-query';

/** Errors are already shown by the HTTP client, so no automatic retries or focus refetches. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
