import { type CallBody, invitationCalls, teamCalls } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { useLanguage } from '../../../lib/useLanguage';

const quiet = { overlay: false } as const;

/** Query keys of the users page (my company's users, invitations, seats, ownership transfer). */
export const teamKeys = {
  all: ['team'] as const,
  overview: () => ['team', 'overview'] as const,
  assignableRoles: () => ['team', 'assignableRoles'] as const,
  invitation: (token: string, lang: string) => ['invitation', token, lang] as const,
};

/** My company's users, open invitations, seats and the open ownership transfer. */
export function useTeamOverview() {
  return useQuery({
    queryKey: teamKeys.overview(),
    queryFn: ({ signal }) => apiCall(teamCalls.list, {}, { ...quiet, signal }),
  });
}

/** Roles I may give a colleague (never the owner's, nothing beyond what I hold). */
export function useAssignableRoles(isEnabled = true) {
  return useQuery({
    queryKey: teamKeys.assignableRoles(),
    queryFn: ({ signal }) => apiCall(teamCalls.assignableRoles, {}, { ...quiet, signal }),
    enabled: isEnabled,
  });
}

/** A team change: errors land on the caller's form or toast; the page refreshes after it. */
function useTeamMutation<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteUser = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.invite>) =>
    apiCall(teamCalls.invite, body, { notify: false }),
  );
export const useResendInvitation = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.resendInvitation>) =>
    apiCall(teamCalls.resendInvitation, body),
  );
export const useRevokeInvitation = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.revokeInvitation>) =>
    apiCall(teamCalls.revokeInvitation, body),
  );
export const useChangeUserRole = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.changeRole>) =>
    apiCall(teamCalls.changeRole, body, { notify: false }),
  );
export const useDisableUser = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.disable>) => apiCall(teamCalls.disable, body));
export const useEnableUser = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.enable>) => apiCall(teamCalls.enable, body));
export const useRequestTransfer = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.requestTransfer>) =>
    apiCall(teamCalls.requestTransfer, body),
  );
export const useCancelTransfer = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.cancelTransfer>) =>
    apiCall(teamCalls.cancelTransfer, body),
  );
export const useAcceptTransfer = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.acceptTransfer>) =>
    apiCall(teamCalls.acceptTransfer, body),
  );
export const useDeclineTransfer = () =>
  useTeamMutation((body: CallBody<typeof teamCalls.declineTransfer>) =>
    apiCall(teamCalls.declineTransfer, body),
  );

/** The invitation behind a mailed link (public; the accept page). */
export function useInvitationDetails(token: string) {
  const { lang } = useLanguage();
  return useQuery({
    queryKey: teamKeys.invitation(token, lang),
    queryFn: ({ signal }) => apiCall(invitationCalls.details, { token }, { ...quiet, notify: false, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** Joins the company with the invitation; the answer is a signed-in session. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: CallBody<typeof invitationCalls.accept>) =>
      apiCall(invitationCalls.accept, body, { notify: false }),
  });
}
