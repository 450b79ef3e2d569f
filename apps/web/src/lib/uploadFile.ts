import { apiPaths, type FileRef, FileRefSchema } from '@sc/contract';
import { apiUpload } from './http';

/** What an upload is for; the server checks the file type by it. */
export type UploadPurpose = 'productImage' | 'document' | 'import' | 'signature';

/**
 * Sends a file to common/upload: the `purpose` field first (the server reads it before the file
 * arrives), then `file`. Failures are not toasted; the caller shows them where the file was picked.
 */
export function uploadFile(
  file: Blob & { name?: string },
  purpose: UploadPurpose,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<FileRef> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name ?? 'file');
  return apiUpload(apiPaths.upload, form, { ...options, schema: FileRefSchema, notify: false });
}
