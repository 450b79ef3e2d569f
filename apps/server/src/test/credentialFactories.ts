import { API_BASE, apiPaths, type Credential, credentialCalls, type SubmitCredential } from '@sc/contract';
import { callApi } from './factories.js';
import { PDF_BYTES, postMultipart } from './productFactories.js';
import type { TestApp } from './testApp.js';

/** Uploads one credential file through credential/up. */
export function uploadCredentialFile(
  t: TestApp,
  token: string,
  file: { bytes: Buffer; fileName: string } = { bytes: PDF_BYTES, fileName: 'licence.pdf' },
) {
  return postMultipart(t, token, `${API_BASE}${apiPaths.credentialUpload}`, {}, file);
}

/** A day `days` from today (UTC), YYYY-MM-DD. */
export const dayFromToday = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Uploads a PDF and submits a credential of `type` with it; returns the answer's credential. */
export async function submitCredential(
  t: TestApp,
  token: string,
  overrides: Partial<SubmitCredential> = {},
): Promise<Credential> {
  const uploaded = await uploadCredentialFile(t, token);
  if (uploaded.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(uploaded.body)}`);
  const type = overrides.type ?? 'business_licence';
  const result = await callApi(
    t,
    credentialCalls.submit,
    {
      type,
      issuer: 'Registry of Companies',
      certificateNumber: 'BL-2024-0042',
      issuedOn: dayFromToday(-200),
      expiresOn: type === 'business_licence' ? null : dayFromToday(400),
      fileIds: [uploaded.body.data.fileId],
      ...overrides,
    },
    { token },
  );
  if (result.body.code !== 0) throw new Error(`submit failed: ${JSON.stringify(result.body)}`);
  return result.body.data;
}
