import type { FileRef } from '@sc/contract';
import type { FileRow } from './files.repository.js';
import { type FileScope, signFileUrl } from './signedUrl.js';

const PRIVATE_PURPOSES: readonly FileRow['purpose'][] = [
  'document',
  'chatImage',
  'import',
  'signature',
  'credential',
  'rfqAttachment',
  'staffImport',
];

/** Whether a file is served by day-long public addresses (pictures) or minutes-long private ones. */
export function scopeOf(row: Pick<FileRow, 'purpose'>): FileScope {
  return PRIVATE_PURPOSES.includes(row.purpose) ? 'private' : 'public';
}

/**
 * The one place a file row becomes JSON, with URLs signed by the app's file secret. Only call it in
 * answers to callers who may read the file: for a private file the URLs are the caller's key to it.
 */
export function toFileRefDto(fileUrlSecret: string, row: FileRow): FileRef {
  const scope = scopeOf(row);
  return {
    fileId: row.id,
    url: signFileUrl(fileUrlSecret, row.id, 'original', scope),
    thumbUrl: row.thumbKey ? signFileUrl(fileUrlSecret, row.id, 'thumb', scope) : null,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
  };
}

/** What a list shows for a product: its first picture's preview (or the picture itself), or null. */
export function firstImageUrl(imageIds: string[], files: Map<string, FileRef>): string | null {
  const image = imageIds[0] ? files.get(imageIds[0]) : undefined;
  return image ? (image.thumbUrl ?? image.url) : null;
}
