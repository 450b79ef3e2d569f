import {
  type CallInput,
  type Credential,
  type CredentialOverview,
  type credentialCalls,
  type FileRef,
  utcToday,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { toFileRefDto } from '../files/files.presenter.js';
import { storeUpload } from '../files/files.service.js';
import type { UploadedPart } from '../files/readUpload.js';
import { isValidToday } from './credentialState.js';
import { toCredentialDto } from './credentials.presenter.js';
import {
  type CredentialRow,
  findFilesOf,
  findOwnCredentialFiles,
  insertCredentialVersion,
  listCompanyCredentials,
  listCompanyRewards,
  listRewardTerms,
  lockSeries,
} from './credentials.repository.js';

/** `credential/up`: one licence or certificate file, checked by content (PDF, JPG, PNG; 5 MB). */
export async function uploadCredentialFile(
  ctx: AppContext,
  caller: SupplierCaller,
  upload: UploadedPart,
): Promise<FileRef> {
  const row = await storeUpload(ctx, caller, {
    purpose: 'credential',
    fileName: upload.fileName,
    bytes: upload.bytes,
  });
  return toFileRefDto(ctx.config.fileUrlSecret, row);
}

/** Signed addresses of the files of these versions, by id. */
export async function fileRefsOf(ctx: AppContext, db: Database, rows: CredentialRow[]) {
  const stored = await findFilesOf(db, [...new Set(rows.flatMap((r) => r.fileIds))]);
  return new Map(stored.map((file) => [file.id, toFileRefDto(ctx.config.fileUrlSecret, file)]));
}

/** Splits a company's versions (series newest first, each newest version first) into series. */
export function groupSeries(rows: CredentialRow[]): CredentialRow[][] {
  const series = new Map<number, CredentialRow[]>();
  for (const row of rows) series.set(row.seriesId, [...(series.get(row.seriesId) ?? []), row]);
  return [...series.values()];
}

/**
 * `examine/examine`: a credential for review, or a new version of one (after a rejection, a
 * revocation, or for a renewed certificate; never while a version is waiting). Its files must be
 * this company's credential uploads.
 */
export async function submitCredential(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof credentialCalls.submit>,
): Promise<Credential> {
  const fileIds = [...new Set(input.fileIds)];
  const own = await findOwnCredentialFiles(ctx.db, caller.supplierId, fileIds);
  if (own.length !== fileIds.length)
    throw new AppError('VALIDATION', { fields: { fileIds: 'validation.credentialFilesRequired' } });
  const seriesId = await inTransaction(ctx.db, async (tx) => {
    let series: { seriesId: number; version: number } | null = null;
    if (input.seriesId !== undefined) {
      const [latest] = await lockSeries(tx, caller.supplierId, input.seriesId);
      if (!latest) throw new AppError('RECORD_NOT_FOUND');
      if (latest.state === 'pending') throw new AppError('CREDENTIAL_PENDING');
      // A new version certifies the same thing: its type stays.
      if (latest.type !== input.type)
        throw new AppError('VALIDATION', { fields: { type: 'validation.invalid' } });
      series = { seriesId: latest.seriesId, version: latest.version + 1 };
    }
    const row = await insertCredentialVersion(
      tx,
      {
        supplierId: caller.supplierId,
        type: input.type,
        issuer: input.issuer,
        certificateNumber: input.certificateNumber,
        scope: input.scope,
        description: input.description,
        issuedOn: input.issuedOn,
        expiresOn: input.type === 'business_licence' ? null : input.expiresOn,
        fileIds,
        state: 'pending',
        submittedBy: caller.userId,
        submittedAt: ctx.clock.now(),
      },
      series,
    );
    return row.seriesId;
  });
  ctx.log.info({ supplierId: caller.supplierId, seriesId }, 'credential submitted for review');
  const overview = await getCredentialOverview(ctx, caller);
  const credential = overview.credentials.find((c) => c.seriesId === seriesId);
  if (!credential) throw new AppError('RECORD_NOT_FOUND');
  return credential;
}

/** `examine/getstatus`: my credentials, what each type earns and whether it was earned. */
export async function getCredentialOverview(
  ctx: AppContext,
  caller: SupplierCaller,
): Promise<CredentialOverview> {
  const [rows, rewards, terms] = await Promise.all([
    listCompanyCredentials(ctx.db, caller.supplierId),
    listCompanyRewards(ctx.db, caller.supplierId),
    listRewardTerms(ctx.db),
  ]);
  const files = await fileRefsOf(ctx, ctx.db, rows);
  const today = utcToday(ctx.clock.now());
  const kept = rewards.filter((r) => r.ledgerEntryId !== null);
  const earnedTypes = new Set(kept.map((r) => r.type));
  const active = kept.filter((r) => r.takenBackAt === null);
  return {
    credentials: groupSeries(rows).map((series) => toCredentialDto(series, rewards, files, today)),
    rewardTerms: terms.map((t) => ({
      type: t.type,
      days: t.days,
      contacts: t.contacts,
      earned: earnedTypes.has(t.type),
    })),
    earned: {
      days: active.reduce((sum, r) => sum + r.days, 0),
      contacts: active.reduce((sum, r) => sum + r.contacts, 0),
    },
    businessLicenceVerified: rows.some((r) => r.type === 'business_licence' && isValidToday(r, today)),
  };
}
