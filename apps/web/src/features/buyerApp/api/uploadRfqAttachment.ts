import { apiPaths, type FileRef, FileRefSchema } from '@sc/contract';
import { buyerUpload } from './buyerHttp';

/** Uploads one RFQ attachment (JPG, PNG or PDF, 5 MB) as the signed-in buyer; failures are not toasted. */
export function uploadRfqAttachment(
  file: Blob & { name?: string },
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'file');
  return buyerUpload(apiPaths.buyerAppRfqUpload, form, { ...options, schema: FileRefSchema, notify: false });
}
