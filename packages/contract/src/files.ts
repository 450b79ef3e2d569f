import { z } from 'zod';

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
