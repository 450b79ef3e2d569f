import type { Credential, CredentialOverview } from '@sc/contract';

/** The credentials to renew now: verified ones in their last 30 days or past their date, soonest first. */
export function credentialsToRenew(overview: CredentialOverview | undefined): Credential[] {
  return (overview?.credentials ?? [])
    .filter((c) => c.state === 'expiring' || c.state === 'expired')
    .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));
}
