// @vitest-environment jsdom
import type { LedgerEntry } from '@sc/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { LedgerEntries } from './LedgerEntries';

const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  reason: 'credential_reward',
  days: 0,
  contacts: 20,
  plan: null,
  periodStartsAt: null,
  periodEndsAt: null,
  orderNumber: null,
  note: null,
  credentialType: null,
  invitedName: null,
  buyerId: null,
  buyerName: null,
  buyerCompany: null,
  userName: null,
  at: '2026-11-20T08:00:00.000Z',
  ...fields,
});

describe('LedgerEntries', () => {
  it("names the credential or the invited company a reward came from, in the user's language", () => {
    renderWithApp(
      <LedgerEntries
        entries={[
          entry({ id: 1, credentialType: 'iso9001' }),
          entry({ id: 2, reason: 'referral_reward', invitedName: 'Nordic Berries AB' }),
          entry({ id: 3, reason: 'operator_grant', note: 'Goodwill after the outage' }),
        ]}
      />,
    );
    expect(screen.getByText('Credential reward')).toBeTruthy();
    expect(screen.getByText('ISO 9001')).toBeTruthy();
    expect(screen.getByText('Invited: Nordic Berries AB')).toBeTruthy();
    expect(screen.getByText('Goodwill after the outage')).toBeTruthy();
    expect(screen.queryByText(/credential:/)).toBeNull();
  });
});
