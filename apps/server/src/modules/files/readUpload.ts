import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/AppError.js';
import { MAX_UPLOAD_BYTES } from './files.service.js';

export type UploadedPart = { fields: Record<string, string>; fileName: string; bytes: Buffer };

/**
 * Reads a multipart upload: its text fields (sent before the file) and the file's bytes. A body
 * without a file is FILE_EMPTY; one past the largest purpose's limit FILE_TOO_LARGE (413).
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedPart> {
  const part = await request.file().catch(() => undefined);
  if (!part) throw new AppError('FILE_EMPTY');
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && 'value' in field) fields[name] = String(field.value);
  }
  try {
    return { fields, fileName: part.filename, bytes: await part.toBuffer() };
  } catch {
    throw new AppError('FILE_TOO_LARGE', {
      values: { max: `${Math.round(MAX_UPLOAD_BYTES / 1048576)} MB` },
      httpStatus: 413,
    });
  }
}
