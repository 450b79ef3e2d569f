import { z } from 'zod';
import { callGroup } from './call.js';
import { apiPaths } from './paths.js';

/** A stored file as returned by upload and embedded in products. */
export const FileRefSchema = z.object({
  fileId: z.string(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type FileRef = z.infer<typeof FileRefSchema>;

/** The file of a `GET /api/files/<id>` (and `/thumb`) address. */
export const FileParamsSchema = z.object({ id: z.string().regex(/^[\w-]{10,64}$/) });
export type FileParams = z.infer<typeof FileParamsSchema>;

/** The signature of a public file address: valid until `exp` (seconds since the epoch). */
export const SignatureQuerySchema = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });
export type SignatureQuery = z.infer<typeof SignatureQuerySchema>;

/**
 * Minutes a private file's address works. Private files (PDF documents, chat pictures, import
 * spreadsheets) get such addresses only in answers to calls of who may read them: a signed-in user of
 * the owning company, or the buyer of a conversation the file was sent in.
 */
export const PRIVATE_FILE_URL_MINUTES = 10;

export const FileLinkSchema = z.object({ fileId: FileParamsSchema.shape.id });
export type FileLink = z.infer<typeof FileLinkSchema>;

/** Files: fresh addresses (upload and download are plain HTTP routes, see apiPaths.upload/files). */
export const fileCalls = callGroup('Files', {
  link: {
    path: apiPaths.fileLink,
    summary:
      'A fresh signed address of a file I may read: my company’s files, files sent to me in a conversation, public pictures',
    body: FileLinkSchema,
    result: FileRefSchema,
  },
});
