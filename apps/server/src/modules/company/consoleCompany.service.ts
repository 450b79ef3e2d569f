import type { CompanyProfile } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/AppError.js';
import { findPendingRequest } from './changeRequests.repository.js';
import { toCompanyProfileDto, toPictures } from './company.presenter.js';
import {
  findCompany,
  listCompanyImages,
  listHistory,
  lockCompany,
  updateCompany,
} from './company.repository.js';
import { showroomStateOf } from './showroomState.js';

/** A company's profile with its pictures, showroom state, pending request and locked-field history. */
export async function getCompanyProfileById(ctx: AppContext, supplierId: number): Promise<CompanyProfile> {
  const [row, images, state, pending, history] = await Promise.all([
    findCompany(ctx.db, supplierId),
    listCompanyImages(ctx.db, supplierId),
    showroomStateOf(ctx.db, supplierId),
    findPendingRequest(ctx.db, supplierId),
    listHistory(ctx.db, supplierId),
  ]);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toCompanyProfileDto(row, {
    pictures: toPictures(ctx.config.fileUrlSecret, images),
    state,
    pending,
    history,
  });
}

export interface CompanySuspension {
  id: number;
  name: string;
  suspendedAt: Date | null;
  suspendReason: string | null;
}

/** Locks a company's row inside the caller's transaction and answers its suspension, or undefined. */
export async function lockCompanySuspension(
  tx: Database,
  supplierId: number,
): Promise<CompanySuspension | undefined> {
  const row = await lockCompany(tx, supplierId);
  return (
    row && { id: row.id, name: row.name, suspendedAt: row.suspendedAt, suspendReason: row.suspendReason }
  );
}

/** Suspends the company (`at` and the reason) or lifts its suspension (null), inside the caller's transaction. */
export async function setCompanySuspension(
  tx: Database,
  supplierId: number,
  suspension: { at: Date; reason: string } | null,
): Promise<void> {
  await updateCompany(tx, supplierId, {
    suspendedAt: suspension?.at ?? null,
    suspendReason: suspension?.reason ?? null,
  });
}
