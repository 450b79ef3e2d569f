import { CREDENTIAL_LIMITS, type SubmitCredential, SubmitCredentialSchema } from '@sc/contract';
import { type PickedFile, sniffImageType } from '../../lib/imageFileCheck';

const NAMES = /\.(pdf|jpe?g|png)$/i;
const TYPES = new Set(['', 'application/pdf', 'image/jpeg', 'image/pjpeg', 'image/png']);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Why a picked file cannot be a credential document ('type' or 'size'), or null: PDF, JPG or PNG by
 * name, type and, when `head` is given, content; at most 5 MB. The server checks the same again.
 */
export function credentialFileProblem(file: PickedFile, head?: Uint8Array): 'type' | 'size' | null {
  if (!NAMES.test(file.name) || !TYPES.has(file.type.toLowerCase())) return 'type';
  if (file.size === 0 || file.size > CREDENTIAL_LIMITS.fileMaxBytes) return 'size';
  if (head) {
    const isPdf = PDF_MAGIC.every((byte, index) => head[index] === byte);
    if (!isPdf && sniffImageType(head) === null) return 'type';
  }
  return null;
}

/** What the form holds: dates as YYYY-MM-DD (or empty), files as their uploaded ids. */
export type CredentialFormValues = {
  type: SubmitCredential['type'] | undefined;
  issuer: string;
  certificateNumber: string;
  issuedOn: string;
  expiresOn: string;
  scope: string;
  description: string;
  fileIds: string[];
};

/** The submit body of the form's values (a business licence never sends an expiry date). */
export function toSubmitInput(values: CredentialFormValues, seriesId?: number): SubmitCredential {
  return {
    ...(seriesId !== undefined ? { seriesId } : {}),
    type: values.type as SubmitCredential['type'],
    issuer: values.issuer,
    certificateNumber: values.certificateNumber,
    issuedOn: values.issuedOn,
    expiresOn: values.type === 'business_licence' || !values.expiresOn ? null : values.expiresOn,
    scope: values.scope,
    description: values.description,
    fileIds: values.fileIds,
  };
}

/** The first problem of each field by the contract's schema (catalog keys), as the server finds them. */
export function credentialFieldIssues(
  input: SubmitCredential,
): Partial<Record<keyof CredentialFormValues, string>> {
  const result = SubmitCredentialSchema.safeParse(input);
  if (result.success) return {};
  const issues: Partial<Record<keyof CredentialFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'type') as keyof CredentialFormValues;
    issues[field] ??= issue.message;
  }
  return issues;
}
