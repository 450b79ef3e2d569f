/** Whether an invitation is past its expiry at `now` (the app's clock): its link no longer works. */
export function isInvitationExpired(invitation: { expiresAt: Date }, now: Date): boolean {
  return invitation.expiresAt.getTime() <= now.getTime();
}
