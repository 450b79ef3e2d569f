import { type FaqCategory, faqCalls } from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';
import { homeKeys, quiet } from './homeKeys';

/** FAQ articles by category or searched words, in my language. */
export function useFaq(keyword: string, category: FaqCategory | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.faq(keyword, category, lang),
    queryFn: ({ signal }) =>
      apiCall(
        faqCalls.list,
        { ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
        { ...quiet, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One FAQ article in my language (switching language keeps the article). */
export function useFaqArticle(id: number | null) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: homeKeys.faqArticle(id ?? 0, lang),
    enabled: id !== null,
    queryFn: ({ signal }) => apiCall(faqCalls.detail, { id: id ?? 0 }, { ...quiet, signal }),
  });
}

export function useVoteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; helpful: boolean }) =>
      apiCall(faqCalls.vote, input, { overlay: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.home, 'faq', 'article'] }),
  });
}
