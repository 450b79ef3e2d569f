import type { Database } from '../../db/client.js';
import { grantService, takeBackReward } from '../service/service.service.js';
import {
  type CredentialRow,
  claimReward,
  findRewardOfCredential,
  findRewardTerm,
  setRewardEntry,
} from './credentials.repository.js';

/**
 * Grants the reward of the credential's type inside the approval's transaction, once per type and
 * company: a second credential of the type, a new version or a racing approval gets nothing.
 * Returns what was granted (null: nothing).
 */
export async function grantCredentialReward(
  tx: Database,
  credential: CredentialRow,
  now: Date,
): Promise<{ days: number; contacts: number } | null> {
  const term = await findRewardTerm(tx, credential.type);
  if (!term || (term.days === 0 && term.contacts === 0)) return null;
  const claimed = await claimReward(tx, {
    supplierId: credential.supplierId,
    type: credential.type,
    credentialId: credential.id,
    days: term.days,
    contacts: term.contacts,
    grantedAt: now,
  });
  if (!claimed) return null;
  const { entryId } = await grantService(
    tx,
    {
      supplierId: credential.supplierId,
      reason: 'credential_reward',
      days: term.days,
      contacts: term.contacts,
    },
    now,
  );
  await setRewardEntry(
    tx,
    { supplierId: credential.supplierId, type: credential.type },
    { ledgerEntryId: entryId },
  );
  return { days: term.days, contacts: term.contacts };
}

/** Takes back what this credential earned (a revocation that says so); once. */
export async function takeBackCredentialReward(
  tx: Database,
  credential: CredentialRow,
  note: string,
  now: Date,
): Promise<{ days: number; contacts: number }> {
  const reward = await findRewardOfCredential(tx, credential.id);
  if (!reward?.ledgerEntryId || reward.takenBackAt) return { days: 0, contacts: 0 };
  const taken = await takeBackReward(tx, { entryId: reward.ledgerEntryId, note }, now);
  await setRewardEntry(
    tx,
    { supplierId: credential.supplierId, type: credential.type },
    { takenBackAt: now },
  );
  return taken;
}
