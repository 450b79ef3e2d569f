import { type CallBody, inviteCalls } from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { inviteVisitorKey, keepInviteCode } from '../../../lib/inviteCode';
import { queryRoots } from '../../../lib/queryRoots';
import { useLanguage } from '../../../lib/useLanguage';

const quiet = { overlay: false } as const;

/** Query keys of my invitation link and invitations. */
export const affiliateKeys = {
  all: [queryRoots.affiliate] as const,
  link: (lang: string) => [queryRoots.affiliate, 'link', lang] as const,
  lists: () => [queryRoots.affiliate, 'list'] as const,
  list: (pageIndex: number, pageSize: number) => [queryRoots.affiliate, 'list', pageIndex, pageSize] as const,
};

/** My invitation code (made on first use), its link, the reward terms and the ready texts. */
export function useInviteLink() {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: affiliateKeys.link(lang),
    queryFn: ({ signal }) => apiCall(inviteCalls.link, {}, { ...quiet, signal }),
  });
}

/** A page of my invitations with the totals. */
export function useInvitations(pageIndex: number, pageSize: number) {
  return useQuery({
    queryKey: affiliateKeys.list(pageIndex, pageSize),
    queryFn: ({ signal }) => apiCall(inviteCalls.list, { pageIndex, pageSize }, { ...quiet, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Notes an email I invited; the list refreshes. Errors land on the form. */
export function useRecordInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallBody<typeof inviteCalls.record>) =>
      apiCall(inviteCalls.record, input, { notify: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: affiliateKeys.lists() }),
  });
}

/**
 * A visitor arrived with `?invite=CODE`: the code is kept on this device for 30 days and the opening
 * is told to the server, anonymously, with the device's key. Never shows an error.
 */
export function recordInviteVisit(raw: string | null): void {
  const code = keepInviteCode(raw);
  if (!code) return;
  void apiCall(inviteCalls.open, { code, visitorKey: inviteVisitorKey() }, { ...quiet, notify: false }).catch(
    () => undefined,
  );
}
