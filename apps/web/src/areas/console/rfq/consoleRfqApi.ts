import {
  type ConsoleRfqQuery,
  consoleRfqCalls,
  type DecideRfq,
  type FeatureRfq,
  type RejectQuote,
} from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { useLanguage } from '../../../lib/useLanguage';

// The console has its own query cache, so its keys need only be unique within it. Category names
// come in the reader's language, hence the language in the keys.
const consoleRfqKeys = {
  all: ['consoleRfq'] as const,
  list: (query: ConsoleRfqQuery, lang: string) => ['consoleRfq', 'list', query, lang] as const,
  reviewCount: () => ['consoleRfq', 'reviewCount'] as const,
  detail: (rfqId: number, lang: string) => ['consoleRfq', 'detail', rfqId, lang] as const,
};

/** A page of RFQs of one state (those in review oldest first). */
export function useConsoleRfqs(query: ConsoleRfqQuery) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: consoleRfqKeys.list(query, lang),
    queryFn: ({ signal }) => consoleCall(consoleRfqCalls.list, query, { signal }),
  });
}

/** How many RFQs wait for review (the first tab's count). */
export function useRfqReviewCount() {
  return useQuery({
    queryKey: consoleRfqKeys.reviewCount(),
    queryFn: ({ signal }) =>
      consoleCall(consoleRfqCalls.list, { state: 'review', pageSize: 1 }, { signal }).then(
        (page) => page.total,
      ),
  });
}

/** One RFQ with every quote on it. */
export function useConsoleRfq(rfqId: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: consoleRfqKeys.detail(rfqId ?? 0, lang),
    enabled: rfqId !== null,
    queryFn: ({ signal }) => consoleCall(consoleRfqCalls.info, { rfqId: rfqId ?? 0 }, { signal }),
  });
}

function useConsoleRfqMutation<I, R>(call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleRfqKeys.all }),
  });
}

export const useDecideRfq = () =>
  useConsoleRfqMutation((input: DecideRfq) => consoleCall(consoleRfqCalls.decide, input));
export const useFeatureRfq = () =>
  useConsoleRfqMutation((input: FeatureRfq) => consoleCall(consoleRfqCalls.feature, input));
export const useRejectQuote = () =>
  useConsoleRfqMutation((input: RejectQuote) => consoleCall(consoleRfqCalls.rejectQuote, input));
