import type { ConsoleCredential, Credential, CredentialVersion, FileRef } from '@sc/contract';
import { credentialState } from './credentialState.js';
import type { ConsoleCredentialRow, CredentialRow, RewardRow } from './credentials.repository.js';

export function toVersionDto(
  row: CredentialRow,
  files: Map<string, FileRef>,
  today: string,
): CredentialVersion {
  return {
    id: row.id,
    version: row.version,
    type: row.type,
    issuer: row.issuer,
    certificateNumber: row.certificateNumber,
    scope: row.scope,
    description: row.description,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    files: row.fileIds.flatMap((id) => files.get(id) ?? []),
    state: credentialState(row, today),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    reviewNote: row.reviewNote,
    revokeReason: row.revokedAt ? row.revokeReason : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A series (newest version first) as one credential with its history and reward. */
export function toCredentialDto(
  versions: CredentialRow[],
  rewards: RewardRow[],
  files: Map<string, FileRef>,
  today: string,
): Credential {
  const [latest, ...earlier] = versions;
  if (!latest) throw new Error('a credential series has at least one version');
  const ids = new Set(versions.map((v) => v.id));
  const reward = rewards.find((r) => ids.has(r.credentialId) && r.ledgerEntryId !== null);
  return {
    ...toVersionDto(latest, files, today),
    seriesId: latest.seriesId,
    history: earlier.map((row) => toVersionDto(row, files, today)),
    reward: reward
      ? { days: reward.days, contacts: reward.contacts, takenBack: reward.takenBackAt !== null }
      : null,
    canUploadAgain: latest.state !== 'pending',
  };
}

export function toConsoleDto(
  row: ConsoleCredentialRow,
  files: Map<string, FileRef>,
  now: Date,
  today: string,
): ConsoleCredential {
  const c = row.credential;
  return {
    ...toVersionDto(c, files, today),
    seriesId: c.seriesId,
    supplierId: c.supplierId,
    companyName: row.companyName,
    companyCountry: row.companyCountry,
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - c.submittedAt.getTime()) / 60_000)),
    reviewedBy: row.reviewedBy,
    revokeRequest:
      c.revokeRequestedAt && !c.revokedAt
        ? {
            by: row.revokeRequestedBy ?? '',
            byUserId: c.revokeRequestedBy ?? 0,
            at: c.revokeRequestedAt.toISOString(),
            reason: c.revokeReason ?? '',
            takeBack: c.revokeTakeBack ?? false,
          }
        : null,
    rewardGranted: row.rewardGranted,
  };
}
