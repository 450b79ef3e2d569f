import { apiPaths, type ImportPreview, ImportPreviewSchema, ImportResultSchema } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { queryRoots } from '../../../lib/queryRoots';
import { uploadFile } from './uploadFile';

export type ImportResult = { created: number; skipped: number };

/** Uploads a spreadsheet and asks the server which of its rows would import (nothing is saved yet). */
export async function previewImport(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ fileId: string; preview: ImportPreview }> {
  const { fileId } = await uploadFile(file, 'import', { onProgress });
  const preview = await apiPost(
    apiPaths.myProductImportPreview,
    { fileId },
    { schema: ImportPreviewSchema, overlay: false, notify: false },
  );
  return { fileId, preview };
}

/** Imports the valid rows of an uploaded spreadsheet. */
export function confirmImport(fileId: string): Promise<ImportResult> {
  return apiPost(
    apiPaths.myProductImportConfirm,
    { fileId },
    { schema: ImportResultSchema, overlay: false, notify: false },
  );
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      previewImport(file, onProgress),
  });
}

/** Runs the import and refreshes my products. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [queryRoots.products] }),
  });
}
