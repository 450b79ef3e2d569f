import { apiPaths, credentialCalls, type FileRef, FileRefSchema, type SubmitCredential } from '@sc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiUpload } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';

/** Query keys of my credentials; a decision or a reward also refreshes the service's. */
export const credentialKeys = {
  all: [queryRoots.credentials] as const,
  overview: () => [queryRoots.credentials, 'overview'] as const,
};

/** My credentials, their versions and states, and what each type earns (examine/getstatus). */
export function useCredentialOverview() {
  return useQuery({
    queryKey: credentialKeys.overview(),
    queryFn: ({ signal }) => apiCall(credentialCalls.status, {}, { overlay: false, signal }),
  });
}

/** Sends a credential (or a new version of one) for review; the list refreshes. */
export function useSubmitCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitCredential) => apiCall(credentialCalls.submit, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: credentialKeys.all }),
  });
}

/** Uploads one credential file to credential/up; failures are shown where the file was picked. */
export function uploadCredentialFile(
  file: Blob & { name?: string },
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<FileRef> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'file');
  return apiUpload(apiPaths.credentialUpload, form, { ...options, schema: FileRefSchema, notify: false });
}
