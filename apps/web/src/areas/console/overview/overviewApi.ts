import { consoleOverviewCalls } from '@sc/contract';
import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';

const MINUTE = 60_000;

/** The console's overview; the server keeps its figures for a minute, so asking more often is pointless. */
export function useConsoleOverview() {
  return useQuery({
    queryKey: ['consoleOverview'] as const,
    queryFn: ({ signal }) => consoleCall(consoleOverviewCalls.get, {}, { signal }),
    staleTime: MINUTE,
    refetchInterval: 5 * MINUTE,
  });
}
