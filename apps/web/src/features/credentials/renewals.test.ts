import type { Credential, CredentialOverview } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { credentialsToRenew } from './renewals';

const credential = (id: number, state: Credential['state'], expiresOn: string | null) =>
  ({ id, seriesId: id, state, expiresOn }) as Credential;

describe('credentials to renew', () => {
  it('lists expiring and expired credentials, soonest first, and nothing else', () => {
    const overview = {
      credentials: [
        credential(1, 'verified', '2027-01-01'),
        credential(2, 'expiring', '2026-12-20'),
        credential(3, 'expired', '2026-11-01'),
        credential(4, 'pending', '2026-12-01'),
        credential(5, 'revoked', '2026-12-02'),
      ],
    } as CredentialOverview;
    expect(credentialsToRenew(overview).map((c) => c.id)).toEqual([3, 2]);
    expect(credentialsToRenew(undefined)).toEqual([]);
  });
});
