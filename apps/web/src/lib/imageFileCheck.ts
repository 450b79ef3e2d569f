import { PRODUCT_LIMITS } from '@sc/contract';
import type { MessageKey } from './Translate';

/** What the browser tells about a picked file, before it is read. */
export type PickedFile = { name: string; type: string; size: number };

const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/pjpeg']);

/** Bytes of the file's start that tell what an image really is. */
export const SNIFF_BYTES = 8;

/** 'jpeg' or 'png' when the first bytes are that format's signature, else null. */
export function sniffImageType(head: Uint8Array): 'jpeg' | 'png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, index) => head[index] === byte)) return 'png';
  return null;
}

/**
 * The catalog key of the reason an image may not be uploaded (SPEC 5: JPG or PNG, at most 5 MB),
 * or null when it may. Checks the name and type first, then the content when `head` is given.
 */
export function checkImageFile(file: PickedFile, head?: Uint8Array): MessageKey | null {
  const hasImageName = IMAGE_EXTENSIONS.test(file.name);
  const hasImageType = file.type === '' || IMAGE_TYPES.has(file.type.toLowerCase());
  if (!hasImageName || !hasImageType) return 'validation.imageType';
  if (file.size === 0) return 'error.FILE_EMPTY';
  if (file.size > PRODUCT_LIMITS.imageMaxBytes) return 'validation.imageTooLarge';
  if (head && sniffImageType(head) === null) return 'validation.imageType';
  return null;
}

/** The first bytes of a picked file, enough for `checkImageFile` to know what it really is. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
