/** What a file really is, judged by its first bytes (and, for text formats, its content). */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'application/pdf'
  | 'text/csv'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** JPG, PNG, PDF and XLSX by magic bytes; CSV when the name says so and the content is UTF-8 text. */
export function sniffFile(bytes: Buffer, fileName: string): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  const lower = fileName.toLowerCase();
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && lower.endsWith('.xlsx')) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  if (lower.endsWith('.csv') && !bytes.includes(0) && isUtf8(bytes)) return 'text/csv';
  return undefined;
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A safe display name: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'"<>:|?*'.includes(ch))
    .join('')
    .trim();
  return (cleaned || 'file').slice(-120);
}
