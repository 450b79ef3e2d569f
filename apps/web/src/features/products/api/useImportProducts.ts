import { type ImportPreview, type ImportResult, productCalls } from '@sc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { uploadFile } from '../../../lib/uploadFile';
import { productKeys } from './productKeys';

/** Uploads a spreadsheet and asks the server which of its rows would import (nothing is saved yet). */
export async function previewImport(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ fileId: string; preview: ImportPreview }> {
  const { fileId } = await uploadFile(file, 'import', { onProgress });
  const preview = await apiCall(productCalls.importPreview, { fileId }, { overlay: false, notify: false });
  return { fileId, preview };
}

/** Imports the valid rows of an uploaded spreadsheet. */
export function confirmImport(fileId: string): Promise<ImportResult> {
  return apiCall(productCalls.importConfirm, { fileId }, { overlay: false, notify: false });
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
