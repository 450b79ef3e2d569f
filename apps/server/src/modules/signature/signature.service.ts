import type { CallInput, Signature, signatureCalls } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { assertOwnUploads, getFileRefsById, readFileBytes } from '../files/files.service.js';
import { findSignature, upsertSignature } from './signature.repository.js';

/** My company's signature block; empty (the admin's name, typed) until saved. */
export async function getMySignature(ctx: AppContext, caller: SupplierCaller): Promise<Signature> {
  const row = await findSignature(ctx.db, caller.supplierId);
  if (!row) {
    return {
      signatoryName: caller.realName,
      signatoryTitle: '',
      mode: 'typed',
      signatureImage: null,
      stamp: null,
      updatedAt: null,
    };
  }
  const files = await getFileRefsById(
    ctx,
    [row.signatureFileId, row.stampFileId].filter((id): id is string => id !== null),
  );
  return {
    signatoryName: row.signatoryName,
    signatoryTitle: row.signatoryTitle,
    mode: row.mode,
    signatureImage: (row.signatureFileId && files.get(row.signatureFileId)) || null,
    stamp: (row.stampFileId && files.get(row.stampFileId)) || null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Saves my signature block; its pictures must be my company's signature uploads. */
export async function saveMySignature(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof signatureCalls.save>,
): Promise<Signature> {
  await assertOwnUploads(
    ctx,
    caller,
    [
      { field: 'signatureFileId', fileId: input.mode === 'image' ? input.signatureFileId : null },
      { field: 'stampFileId', fileId: input.stampFileId },
    ],
    'signature',
  );
  await upsertSignature(ctx.db, {
    supplierId: caller.supplierId,
    signatoryName: input.signatoryName,
    signatoryTitle: input.signatoryTitle,
    mode: input.mode,
    signatureFileId: input.mode === 'image' ? input.signatureFileId : null,
    stampFileId: input.stampFileId,
    updatedAt: ctx.clock.now(),
  });
  return getMySignature(ctx, caller);
}

export type SignatureForDocument = {
  signatoryName: string;
  signatoryTitle: string;
  signatureImage: Buffer | null;
  stamp: Buffer | null;
  updatedAt: Date;
};

/** A company's saved signature block with its pictures' bytes, for a PDF; null when none is saved. */
export async function signatureForDocument(
  ctx: AppContext,
  supplierId: number,
): Promise<SignatureForDocument | null> {
  const row = await findSignature(ctx.db, supplierId);
  if (!row) return null;
  const [signatureImage, stamp] = await Promise.all([
    row.mode === 'image' && row.signatureFileId ? readFileBytes(ctx, row.signatureFileId) : undefined,
    row.stampFileId ? readFileBytes(ctx, row.stampFileId) : undefined,
  ]);
  return {
    signatoryName: row.signatoryName,
    signatoryTitle: row.signatoryTitle,
    signatureImage: signatureImage ?? null,
    stamp: stamp ?? null,
    updatedAt: row.updatedAt,
  };
}
