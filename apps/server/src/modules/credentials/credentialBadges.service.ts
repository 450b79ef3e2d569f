import { type CredentialBadge, utcToday } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { badgesOf } from './credentialState.js';
import { listVerifiedOf } from './credentials.repository.js';

/** The badges buyers see per company: verified credentials valid today, none once expired or revoked. */
export async function getCredentialBadges(
  ctx: AppContext,
  supplierIds: number[],
): Promise<Map<number, CredentialBadge[]>> {
  const rows = await listVerifiedOf(ctx.db, [...new Set(supplierIds)]);
  const today = utcToday(ctx.clock.now());
  const bySupplier = new Map<number, typeof rows>();
  for (const row of rows) bySupplier.set(row.supplierId, [...(bySupplier.get(row.supplierId) ?? []), row]);
  return new Map([...bySupplier].map(([id, list]) => [id, badgesOf(list, today)]));
}
