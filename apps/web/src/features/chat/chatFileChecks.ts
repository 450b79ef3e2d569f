import { PRODUCT_LIMITS } from '@sc/contract';
import type { MessageKey } from '../../lib/Translate';

export type PickedFile = { name: string; type: string; size: number };

/** What can be sent as a file: a PDF (type 4) or a JPG/PNG image (type 5). */
export type ChatFileKind = 'pdf' | 'image';

/**
 * The catalog key (and values) of why a file may not be sent, or null when it may: images are JPG
 * or PNG of at most 5 MB (SPEC 5), PDFs follow the document upload limit.
 */
export function checkChatFile(
  file: PickedFile,
  kind: ChatFileKind,
): { key: MessageKey; values?: Record<string, number> } | null {
  if (file.size === 0) return { key: 'error.FILE_EMPTY' };
  if (kind === 'image') {
    const isImage =
      /\.(jpe?g|png)$/i.test(file.name) && (file.type === '' || /^image\/(p?jpeg|png)$/i.test(file.type));
    if (!isImage) return { key: 'validation.imageType' };
    if (file.size > PRODUCT_LIMITS.imageMaxBytes) return { key: 'validation.imageTooLarge' };
    return null;
  }
  const isPdf = /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
  if (!isPdf) return { key: 'chat.file.pdfType' };
  if (file.size > PRODUCT_LIMITS.pdfMaxBytes)
    return { key: 'chat.file.pdfTooLarge', values: { max: PRODUCT_LIMITS.pdfMaxBytes / (1024 * 1024) } };
  return null;
}
