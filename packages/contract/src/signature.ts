import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, FileIdSchema, idNumber } from './common.js';
import { FileRefSchema } from './files.js';
import { apiPaths } from './paths.js';
import { requiredText } from './validation.js';

/** supplier/signature: the signature block printed on my quotations' PDFs. */
export const SIGNATURE_LIMITS = { nameMax: 80, titleMax: 80 } as const;

export const SignatureSchema = z.object({
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  /** typed: the name set in a handwriting-like style; image: an uploaded picture of the signature. */
  mode: z.enum(['typed', 'image']),
  signatureImage: FileRefSchema.nullable(),
  stamp: FileRefSchema.nullable().describe('Company stamp or seal, optional'),
  updatedAt: z.string().nullable().describe('Null until saved'),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const SaveSignatureSchema = z
  .object({
    signatoryName: requiredText('validation.signatoryRequired', SIGNATURE_LIMITS.nameMax),
    signatoryTitle: requiredText('validation.signatoryTitleRequired', SIGNATURE_LIMITS.titleMax),
    mode: z.enum(['typed', 'image'], { error: 'validation.invalid' }),
    signatureFileId: FileIdSchema.nullable().default(null),
    stampFileId: FileIdSchema.nullable().default(null),
  })
  .refine((input) => input.mode === 'typed' || input.signatureFileId !== null, {
    path: ['signatureFileId'],
    error: 'validation.signatureImageRequired',
  });
export type SaveSignature = z.input<typeof SaveSignatureSchema>;

/** A short-lived address of a generated document (a quotation's PDF). */
export const DocumentLinkSchema = z.object({
  url: z.string().describe('GET it within the minutes it is valid; no session needed'),
  fileName: z.string(),
});
export type DocumentLink = z.infer<typeof DocumentLinkSchema>;

export const signatureCalls = callGroup('Signature and documents', {
  get: {
    path: apiPaths.signature,
    summary: 'My company’s signature block (signatory, signature image or typed name, stamp)',
    body: EmptySchema,
    result: SignatureSchema,
  },
  save: {
    path: apiPaths.signatureSave,
    summary: 'Save my signature block; the pictures must be my company’s uploads (purpose signature)',
    body: SaveSignatureSchema,
    result: SignatureSchema,
  },
  quotationPdf: {
    path: apiPaths.quotationPdf,
    summary: 'A minutes-long address of one of my quotations as a PDF, signed with my signature block',
    body: z.object({ id: idNumber() }),
    result: DocumentLinkSchema,
  },
});
