import { CREDENTIAL_LIMITS, type CredentialState } from '@sc/contract';
import type { CredentialRow } from './credentials.repository.js';

const DAY_MS = 86_400_000;

/** Whole days from `today` to `day` (both YYYY-MM-DD, UTC); negative when `day` is past. */
export function daysFrom(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * What the supplier sees of a version: its review state, and for a verified one its expiry: valid
 * through the expiry date, "expiring soon" within the last 30 days, expired the day after.
 */
export function credentialState(
  row: Pick<CredentialRow, 'state' | 'expiresOn'>,
  today: string,
): CredentialState {
  if (row.state !== 'verified' || row.expiresOn === null) return row.state;
  const left = daysFrom(today, row.expiresOn);
  if (left < 0) return 'expired';
  return left <= CREDENTIAL_LIMITS.expiringDays ? 'expiring' : 'verified';
}

/** A verified version that is still valid today: what badges show and what locks the legal fields. */
export function isValidToday(row: Pick<CredentialRow, 'state' | 'expiresOn'>, today: string): boolean {
  const state = credentialState(row, today);
  return state === 'verified' || state === 'expiring';
}

/**
 * The badges of a company from its verified versions (newest first): per series the newest valid
 * one, with its type and the day it is valid until (null: no expiry).
 */
export function badgesOf(
  rows: Pick<CredentialRow, 'seriesId' | 'type' | 'state' | 'expiresOn'>[],
  today: string,
): { type: CredentialRow['type']; validUntil: string | null }[] {
  const seen = new Set<number>();
  const badges: { type: CredentialRow['type']; validUntil: string | null }[] = [];
  for (const row of rows) {
    if (seen.has(row.seriesId) || !isValidToday(row, today)) continue;
    seen.add(row.seriesId);
    badges.push({ type: row.type, validUntil: row.expiresOn });
  }
  return badges;
}
