import { type PickedFile, sniffImageType } from './imageFileCheck';

const NAMES = /\.(pdf|jpe?g|png)$/i;
const TYPES = new Set(['', 'application/pdf', 'image/jpeg', 'image/pjpeg', 'image/png']);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * Why a picked file cannot be a document ('type' or 'size'), or null: PDF, JPG or PNG by name, type
 * and, when `head` is given, content; not empty and at most `maxBytes`. The server checks the same again.
 */
export function documentFileProblem(
  file: PickedFile,
  maxBytes: number,
  head?: Uint8Array,
): 'type' | 'size' | null {
  if (!NAMES.test(file.name) || !TYPES.has(file.type.toLowerCase())) return 'type';
  if (file.size === 0 || file.size > maxBytes) return 'size';
  if (head) {
    const isPdf = PDF_MAGIC.every((byte, index) => head[index] === byte);
    if (!isPdf && sniffImageType(head) === null) return 'type';
  }
  return null;
}
