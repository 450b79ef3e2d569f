import { randomBytes } from 'node:crypto';
import { CREDENTIAL_LIMITS, type FileRef, PRODUCT_LIMITS, RFQ_LIMITS } from '@sc/contract';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import { type Caller, isBuyerCaller, isSupplierCaller, type SupplierCaller } from '../../http/caller.js';
import { scopeOf, toFileRefDto } from './files.presenter.js';
import {
  deleteFileRow,
  type FileRow,
  findFileById,
  findFilesByIds,
  findUsableFiles,
  insertFile,
} from './files.repository.js';
import { cleanFileName, type SniffedType, sniffFile } from './sniffFile.js';

/** Purposes the generic upload route accepts. */
export const UPLOAD_PURPOSES = ['productImage', 'chatImage', 'document', 'import', 'signature'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/**
 * Every purpose a stored upload can have; company pictures and credential documents come only
 * through their own routes.
 */
export type StoredPurpose =
  | UploadPurpose
  | 'companyImage'
  | 'credential'
  | 'rfqAttachment'
  | 'catalogue'
  | 'staffImport';

const IMAGE_RULE = {
  types: ['image/jpeg', 'image/png'] as SniffedType[],
  allowed: 'JPG, PNG',
  maxBytes: PRODUCT_LIMITS.imageMaxBytes,
};
const RULES: Record<StoredPurpose, { types: SniffedType[]; allowed: string; maxBytes: number }> = {
  productImage: IMAGE_RULE,
  // Logo and company images (SPEC 5): public like product pictures.
  companyImage: IMAGE_RULE,
  // A signature or stamp picture: private, printed only on the company's own PDFs.
  signature: IMAGE_RULE,
  // A picture sent in a chat: private, unlike product pictures.
  chatImage: IMAGE_RULE,
  document: { types: ['application/pdf'], allowed: 'PDF', maxBytes: PRODUCT_LIMITS.pdfMaxBytes },
  // A licence or certificate for review: private, read by the company and the platform team.
  credential: {
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    allowed: 'PDF, JPG, PNG',
    maxBytes: CREDENTIAL_LIMITS.fileMaxBytes,
  },
  // A picture or PDF a buyer attaches to an RFQ: private, shown to suppliers with the RFQ.
  rfqAttachment: {
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    allowed: 'PDF, JPG, PNG',
    maxBytes: RFQ_LIMITS.attachmentMaxBytes,
  },
  import: {
    types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    allowed: 'CSV, XLSX',
    maxBytes: 2 * 1024 * 1024,
  },
  // A master catalogue product's picture or a brand logo (console): public like product pictures.
  catalogue: IMAGE_RULE,
  // The platform team's bulk import (up to 50 000 rows): private to the team.
  staffImport: {
    types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    allowed: 'CSV, XLSX',
    maxBytes: 20 * 1024 * 1024,
  },
};
/** The largest upload of any purpose: the multipart parser stops reading past it. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(RULES).map((r) => r.maxBytes));

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const extensionOf: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** A 320 px JPEG preview; fails for a truncated or corrupt image. */
async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { failOn: 'truncated' })
    .rotate()
    .resize(320, 320, { fit: 'inside' })
    .jpeg({ quality: 78 })
    .toBuffer();
}

/**
 * Checks an upload by content and size, then stores it under a server-made name with a thumbnail
 * for images. Nothing is stored when any check fails.
 */
export async function storeUpload(
  ctx: AppContext,
  owner: { supplierId: number | null; buyerId?: number | null },
  input: { purpose: StoredPurpose; fileName: string; bytes: Buffer },
): Promise<FileRow> {
  const rule = RULES[input.purpose];
  if (input.bytes.length === 0) throw new AppError('FILE_EMPTY');
  if (input.bytes.length > rule.maxBytes) {
    throw new AppError('FILE_TOO_LARGE', { values: { max: megabytes(rule.maxBytes) }, httpStatus: 413 });
  }
  const type = sniffFile(input.bytes, input.fileName);
  if (!type || !rule.types.includes(type))
    throw new AppError('FILE_TYPE_REJECTED', { values: { allowed: rule.allowed } });

  let thumbnail: Buffer | undefined;
  if (type.startsWith('image/')) {
    thumbnail = await makeThumbnail(input.bytes).catch(() => {
      throw new AppError('FILE_EMPTY');
    });
  }
  const id = randomBytes(16).toString('base64url');
  const buyerId = owner.supplierId === null ? (owner.buyerId ?? null) : null;
  const folder =
    owner.supplierId !== null ? `s${owner.supplierId}` : buyerId !== null ? `b${buyerId}` : 'platform';
  const storageKey = `${folder}/${id}.${extensionOf[type]}`;
  const thumbKey = thumbnail ? `${folder}/${id}.thumb.jpg` : null;
  await ctx.storage.put(storageKey, input.bytes);
  if (thumbnail && thumbKey) await ctx.storage.put(thumbKey, thumbnail);
  return insertFile(ctx.db, {
    id,
    supplierId: owner.supplierId,
    buyerId,
    purpose: input.purpose,
    originalName: cleanFileName(input.fileName),
    mime: type,
    size: input.bytes.length,
    storageKey,
    thumbKey,
  });
}

/** Checks that every id is an image this supplier may use; keeps the given order. */
export async function resolveImageIds(
  ctx: AppContext,
  caller: SupplierCaller,
  ids: string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const usable = await findUsableFiles(ctx.db, caller.supplierId, unique);
  // Product pictures are public: a private file (a chat picture) cannot become one.
  const isImage = new Set(
    usable.filter((f) => f.mime.startsWith('image/') && scopeOf(f) === 'public').map((f) => f.id),
  );
  if (unique.some((id) => !isImage.has(id))) {
    throw new AppError('VALIDATION', { fields: { imageIds: 'validation.imageType' } });
  }
  return unique;
}

/**
 * Checks that every id is a platform picture (a console catalogue upload or a seeded one: no
 * company's, no buyer's), for master products and brand logos; a field error otherwise. Keeps the order.
 */
export async function resolvePlatformImageIds(
  ctx: AppContext,
  ids: string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await findFilesByIds(ctx.db, unique);
  const isPlatformImage = new Set(
    rows
      .filter(
        (f) =>
          f.supplierId === null &&
          f.buyerId === null &&
          f.mime.startsWith('image/') &&
          scopeOf(f) === 'public',
      )
      .map((f) => f.id),
  );
  if (unique.some((id) => !isPlatformImage.has(id)))
    throw new AppError('VALIDATION', { fields: { [field]: 'validation.imageType' } });
  return unique;
}

/** A file this supplier may use (its own or a shared one), or undefined. */
export async function findUsableFile(
  ctx: AppContext,
  caller: SupplierCaller,
  fileId: string,
): Promise<FileRef | undefined> {
  const [row] = await findUsableFiles(ctx.db, caller.supplierId, [fileId]);
  return row && toFileRefDto(ctx.config.fileUrlSecret, row);
}

/** The type and bytes of a spreadsheet the caller uploaded for import, or RECORD_NOT_FOUND. */
export async function readMyImportFile(
  ctx: AppContext,
  caller: SupplierCaller,
  fileId: string,
): Promise<{ mime: string; bytes: Buffer }> {
  const file = await findFileById(ctx.db, fileId);
  const bytes =
    file && file.supplierId === caller.supplierId && file.purpose === 'import'
      ? await ctx.storage.get(file.storageKey)
      : undefined;
  if (!file || !bytes) throw new AppError('RECORD_NOT_FOUND');
  return { mime: file.mime, bytes };
}

/** The name, type and bytes of a spreadsheet the platform team uploaded for a bulk import, or RECORD_NOT_FOUND. */
export async function readStaffImportFile(
  ctx: AppContext,
  fileId: string,
): Promise<{ name: string; mime: string; bytes: Buffer }> {
  const file = await findFileById(ctx.db, fileId);
  const bytes = file?.purpose === 'staffImport' ? await ctx.storage.get(file.storageKey) : undefined;
  if (!file || !bytes) throw new AppError('RECORD_NOT_FOUND');
  return { name: file.originalName, mime: file.mime, bytes };
}

/** Those of the ids that are this buyer's uploads for a purpose (e.g. RFQ attachments). */
export async function findBuyerUploads(
  ctx: AppContext,
  buyerId: number,
  ids: string[],
  purpose: StoredPurpose,
): Promise<FileRef[]> {
  const rows = await findFilesByIds(ctx.db, [...new Set(ids)]);
  return rows
    .filter((row) => row.buyerId === buyerId && row.purpose === purpose)
    .map((row) => toFileRefDto(ctx.config.fileUrlSecret, row));
}

/** FileRefs for many ids at once (for lists), by id. */
export async function getFileRefsById(ctx: AppContext, ids: string[]): Promise<Map<string, FileRef>> {
  if (ids.length === 0) return new Map();
  const rows = await findFilesByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toFileRefDto(ctx.config.fileUrlSecret, row)]));
}

/**
 * A fresh FileRef (new signed addresses) of a file the caller may read: any signed-in user a public
 * picture; a private file only a user of the owning company, the buyer who uploaded it, or the buyer
 * of a conversation it was sent in. Anything else is RECORD_NOT_FOUND, the same as a file that does not exist.
 */
export async function linkFile(ctx: AppContext, caller: Caller, fileId: string): Promise<FileRef> {
  const row = await findFileById(ctx.db, fileId);
  if (!row || !(await mayRead(ctx, caller, row))) throw new AppError('RECORD_NOT_FOUND');
  return toFileRefDto(ctx.config.fileUrlSecret, row);
}

async function mayRead(ctx: AppContext, caller: Caller, row: FileRow): Promise<boolean> {
  if (scopeOf(row) === 'public') return true;
  if (isSupplierCaller(caller)) return row.supplierId === caller.supplierId;
  if (isBuyerCaller(caller))
    return row.buyerId === caller.buyerId || ctx.fileSharing.sentToBuyer(ctx.db, caller.buyerId, row.id);
  return false;
}

/** Checks that each id is a file my company uploaded for this purpose; a field error otherwise. */
export async function assertOwnUploads(
  ctx: AppContext,
  caller: SupplierCaller,
  uploads: { field: string; fileId: string | null }[],
  purpose: StoredPurpose,
): Promise<void> {
  for (const { field, fileId } of uploads) {
    if (fileId === null) continue;
    const file = await findFileById(ctx.db, fileId);
    if (!file || file.supplierId !== caller.supplierId || file.purpose !== purpose)
      throw new AppError('VALIDATION', { fields: { [field]: 'validation.imageType' } });
  }
}

/** The bytes of a stored file (for documents the server builds), or undefined when gone. */
export async function readFileBytes(ctx: AppContext, fileId: string): Promise<Buffer | undefined> {
  const file = await findFileById(ctx.db, fileId);
  return file ? ctx.storage.get(file.storageKey) : undefined;
}

/** Forgets an upload that ended up belonging to nothing (its save lost a race): bytes and row. */
export async function discardUpload(ctx: AppContext, file: FileRow): Promise<void> {
  await ctx.storage.delete(file.storageKey).catch(() => undefined);
  if (file.thumbKey) await ctx.storage.delete(file.thumbKey).catch(() => undefined);
  await deleteFileRow(ctx.db, file.id);
}
