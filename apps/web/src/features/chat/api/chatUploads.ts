import {
  apiPaths,
  type FileRef,
  FileRefSchema,
  fileCalls,
  type Page,
  type Product,
  productCalls,
} from '@sc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall, apiUpload } from '../../../lib/http';
import type { ChatFileKind } from '../chatFileChecks';
import { chatKeys } from './chatKeys';

/** Uploads a file to send in chat: pictures (JPG/PNG) and PDFs, both private to the conversation. */
export function uploadChatFile(
  file: File,
  kind: ChatFileKind,
  onProgress?: (percent: number) => void,
): Promise<FileRef> {
  const form = new FormData();
  form.append('purpose', kind === 'image' ? 'chatImage' : 'document');
  form.append('file', file, file.name);
  return apiUpload(apiPaths.upload, form, { schema: FileRefSchema, notify: false, onProgress });
}

/** Fresh addresses of a chat file (its message's have expired: private files' last minutes). */
export function freshChatFile(fileId: string): Promise<FileRef> {
  return apiCall(fileCalls.link, { fileId }, { overlay: false, notify: false });
}

/** My products for the product picker (supp/product/list), searched by name, barcode or brand. */
export function useProductsToSend(keyword: string, pageIndex: number, isEnabled: boolean) {
  return useQuery({
    queryKey: chatKeys.productPicker(keyword, pageIndex),
    queryFn: ({ signal }): Promise<Page<Product>> =>
      apiCall(
        productCalls.list,
        { pageIndex, pageSize: 10, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) },
        { overlay: false, signal },
      ),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
