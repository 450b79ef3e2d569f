import {
  type CallInput,
  COMPANY_LIMITS,
  type CompanyProfile,
  type companyCalls,
  type PhotoUploadFields,
  PhotoUploadFieldsSchema,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/inTransaction.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { recordPicturesChanged, recordPictureUploaded } from '../companyAudit/companyAuditRecords.service.js';
import { discardUpload, storeUpload } from '../files/files.service.js';
import type { UploadedPart } from '../files/readUpload.js';
import {
  deleteCompanyImage,
  deleteLogo,
  insertCompanyImage,
  listCompanyImages,
  lockCompany,
  setImagePlace,
} from './company.repository.js';
import { getMyCompany } from './company.service.js';

/** The multipart fields, checked with the contract's schema (field errors like any call's). */
function parseFields(fields: Record<string, string>): PhotoUploadFields {
  const parsed = PhotoUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new AppError('VALIDATION', {
    fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  });
}

const imagesFull = () => new AppError('COMPANY_IMAGES_FULL');

/**
 * supplier/savePhotoOrLogo: stores an uploaded logo or company image and puts it in place, in one
 * step. A sixth image is refused before anything is stored; a replacement takes the old image's
 * place (and caption, unless a new one is given).
 */
export async function uploadCompanyPhoto(
  ctx: AppContext,
  caller: SupplierCaller,
  upload: UploadedPart,
  ip: string | null = null,
): Promise<CompanyProfile> {
  const fields = parseFields(upload.fields);
  const current = await listCompanyImages(ctx.db, caller.supplierId);
  const replaced = fields.replaceFileId
    ? current.find((r) => r.image.kind === 'image' && r.image.fileId === fields.replaceFileId)
    : undefined;
  if (fields.replaceFileId && !replaced) throw new AppError('RECORD_NOT_FOUND');
  const imageCount = current.filter((r) => r.image.kind === 'image').length;
  if (fields.kind === 'image' && !replaced && imageCount >= COMPANY_LIMITS.maxImages) throw imagesFull();

  const file = await storeUpload(ctx, caller, {
    purpose: 'companyImage',
    fileName: upload.fileName,
    bytes: upload.bytes,
  });
  try {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
      const origin = { supplierId: caller.supplierId, actor: caller, ip, at: ctx.clock.now() };
      await recordPictureUploaded(tx, origin, fields.kind);
      const place = { supplierId: caller.supplierId, fileId: file.id, caption: fields.caption ?? '' };
      if (fields.kind === 'logo') {
        await deleteLogo(tx, caller.supplierId);
        await insertCompanyImage(tx, { ...place, kind: 'logo', position: 0 });
        return;
      }
      if (replaced) {
        await deleteCompanyImage(tx, caller.supplierId, replaced.image.fileId);
        await insertCompanyImage(tx, {
          ...place,
          kind: 'image',
          position: replaced.image.position,
          caption: fields.caption ?? replaced.image.caption,
        });
        return;
      }
      // Counted and placed again under the lock: uploads at once neither make a sixth nor share a place.
      const images = (await listCompanyImages(tx, caller.supplierId)).filter((r) => r.image.kind === 'image');
      if (images.length >= COMPANY_LIMITS.maxImages) throw imagesFull();
      const last = Math.max(0, ...images.map((r) => r.image.position));
      await insertCompanyImage(tx, { ...place, kind: 'image', position: last + 1 });
    });
  } catch (error) {
    // The race lost (or the company vanished): the upload would belong to nothing.
    await discardUpload(ctx, file);
    throw error;
  }
  return getMyCompany(ctx, caller);
}

/** supplier/savePhotoImg: keeps, orders and captions my images (those left out are removed); keeps or removes the logo. */
export async function saveCompanyPhotos(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CallInput<typeof companyCalls.savePhotos>,
  ip: string | null = null,
): Promise<CompanyProfile> {
  await inTransaction(ctx.db, async (tx) => {
    if (!(await lockCompany(tx, caller.supplierId))) throw new AppError('RECORD_NOT_FOUND');
    const current = await listCompanyImages(tx, caller.supplierId);
    const logo = current.find((r) => r.image.kind === 'logo');
    if (input.logoFileId !== null && input.logoFileId !== logo?.image.fileId)
      throw new AppError('VALIDATION', { fields: { logoFileId: 'validation.invalid' } });
    const mine = new Set(current.filter((r) => r.image.kind === 'image').map((r) => r.image.fileId));
    if (input.images.some((image) => !mine.has(image.fileId)))
      throw new AppError('VALIDATION', { fields: { images: 'validation.invalid' } });

    if (input.logoFileId === null && logo) await deleteLogo(tx, caller.supplierId);
    const kept = new Set(input.images.map((image) => image.fileId));
    for (const fileId of mine) if (!kept.has(fileId)) await deleteCompanyImage(tx, caller.supplierId, fileId);
    for (const [index, image] of input.images.entries())
      await setImagePlace(tx, caller.supplierId, image.fileId, {
        position: index + 1,
        caption: image.caption,
      });
    const origin = { supplierId: caller.supplierId, actor: caller, ip, at: ctx.clock.now() };
    const images = current.filter((r) => r.image.kind === 'image').map((r) => r.image);
    await recordPicturesChanged(tx, origin, { logoFileId: logo?.image.fileId ?? null, images }, input);
  });
  return getMyCompany(ctx, caller);
}
