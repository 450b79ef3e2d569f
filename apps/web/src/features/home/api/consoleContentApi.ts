import { type CallBody, type ContentKind, type ContentState, consoleContentCalls } from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console/consoleHttp';
import { homeKeys } from './homeKeys';

/** The console's list of notices, What's New entries or FAQ articles. */
export function useConsoleContent(kind: ContentKind, state: ContentState | null, pageIndex: number) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'list', kind, state, pageIndex],
    queryFn: ({ signal }) =>
      consoleCall(consoleContentCalls.list, { kind, pageIndex, ...(state ? { state } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConsoleContentItem(seriesId: number | null) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'item', seriesId],
    enabled: seriesId !== null,
    queryFn: ({ signal }) => consoleCall(consoleContentCalls.detail, { seriesId: seriesId ?? 0 }, { signal }),
  });
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CallBody<typeof consoleContentCalls.save>) =>
      consoleCall(consoleContentCalls.save, draft, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeKeys.console() }),
  });
}

export function useArchiveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seriesId: number) => consoleCall(consoleContentCalls.archive, { seriesId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: homeKeys.console() }),
  });
}

/** How many companies an audience reaches now. */
export function useAudienceCount(audience: CallBody<typeof consoleContentCalls.audienceCount>) {
  return useQuery({
    queryKey: [...homeKeys.console(), 'audience', audience],
    queryFn: ({ signal }) => consoleCall(consoleContentCalls.audienceCount, audience, { signal }),
    placeholderData: keepPreviousData,
  });
}
