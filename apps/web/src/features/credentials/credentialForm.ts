import { CREDENTIAL_LIMITS, type SubmitCredential, SubmitCredentialSchema } from '@sc/contract';
import { documentFileProblem } from '../../lib/documentFileCheck';
import type { PickedFile } from '../../lib/imageFileCheck';

/**
 * Why a picked file cannot be a credential document ('type' or 'size'), or null: PDF, JPG or PNG by
 * name, type and, when `head` is given, content; at most 5 MB. The server checks the same again.
 */
export function credentialFileProblem(file: PickedFile, head?: Uint8Array): 'type' | 'size' | null {
  return documentFileProblem(file, CREDENTIAL_LIMITS.fileMaxBytes, head);
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
