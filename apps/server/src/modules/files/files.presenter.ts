import type { FileRef } from '@sc/contract';
import type { FileRow } from './files.repository.js';
import { signFileUrl } from './signedUrl.js';

/** The one place a file row becomes JSON, with URLs signed by the app's file secret. */
export function toFileRefDto(fileUrlSecret: string, row: FileRow): FileRef {
  return {
    fileId: row.id,
    url: signFileUrl(fileUrlSecret, row.id, 'original'),
    thumbUrl: row.thumbKey ? signFileUrl(fileUrlSecret, row.id, 'thumb') : null,
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
