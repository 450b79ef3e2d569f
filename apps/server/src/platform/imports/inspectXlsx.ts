import { inflateRawSync } from 'node:zlib';

/** Why an XLSX is refused before the spreadsheet reader unpacks it. */
export type XlsxRefusal = 'tooLarge' | 'invalid';

export class XlsxRefused extends Error {
  constructor(readonly reason: XlsxRefusal) {
    super(reason === 'tooLarge' ? 'the workbook unpacks too large' : 'not a valid XLSX workbook');
  }
}

type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
};

const MAX_ENTRIES = 1000;
const invalid = () => new XlsxRefused('invalid');

/** The entries of a zip's central directory; refuses a damaged, split or ZIP64 archive. */
function centralDirectory(bytes: Buffer): { entries: ZipEntry[]; start: number } {
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalid();
  const count = bytes.readUInt16LE(eocd + 10);
  const start = bytes.readUInt32LE(eocd + 16);
  if (bytes.readUInt16LE(eocd + 4) !== 0 || count === 0xffff || count > MAX_ENTRIES) throw invalid();
  const entries: ZipEntry[] = [];
  let p = start;
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== 0x02014b50) throw invalid();
    const nameLength = bytes.readUInt16LE(p + 28);
    const entry = {
      flags: bytes.readUInt16LE(p + 8),
      method: bytes.readUInt16LE(p + 10),
      compressedSize: bytes.readUInt32LE(p + 20),
      size: bytes.readUInt32LE(p + 24),
      localOffset: bytes.readUInt32LE(p + 42),
      name: bytes.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(0xffffffff)) throw invalid();
    entries.push(entry);
    p += 46 + nameLength + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
  }
  return { entries, start };
}

/**
 * Where each entry's data lies. The local entries must follow one another from the first byte to
 * the central directory, each matching its directory entry: a reader that walks the local headers
 * (as the spreadsheet reader does) then sees exactly the entries checked here, nothing hidden.
 */
function entryData(bytes: Buffer, entries: ZipEntry[], directoryStart: number): Buffer[] {
  let position = 0;
  const data = new Map<ZipEntry, Buffer>();
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    const p = entry.localOffset;
    if (p !== position || p + 30 > directoryStart || bytes.readUInt32LE(p) !== 0x04034b50) throw invalid();
    const nameLength = bytes.readUInt16LE(p + 26);
    const name = bytes.toString('utf8', p + 30, p + 30 + nameLength);
    if (name !== entry.name || bytes.readUInt16LE(p + 8) !== entry.method) throw invalid();
    const dataStart = p + 30 + nameLength + bytes.readUInt16LE(p + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > directoryStart) throw invalid();
    data.set(entry, bytes.subarray(dataStart, dataEnd));
    position = dataEnd;
    if (entry.flags & 0x8) {
      // A data descriptor follows, with or without its signature.
      position += dataEnd + 4 <= directoryStart && bytes.readUInt32LE(dataEnd) === 0x08074b50 ? 16 : 12;
    }
  }
  if (position !== directoryStart) throw invalid();
  return entries.map((entry) => data.get(entry) ?? Buffer.alloc(0));
}

/** An entry's bytes, inflated no further than the size it declares (a lying entry is refused). */
function inflateEntry(entry: ZipEntry, data: Buffer): Buffer {
  if (entry.method === 0) {
    if (data.length !== entry.size) throw invalid();
    return data;
  }
  if (entry.method !== 8) throw invalid();
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? new XlsxRefused('tooLarge')
      : invalid();
  }
  if (inflated.length !== entry.size) throw invalid();
  return inflated;
}

/** The zip path of the workbook's first sheet, as its workbook and relationships name it. */
function firstSheetPath(files: Map<string, Buffer>): string | undefined {
  const workbook = files.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = files.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const id = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (/\bId="([^"]+)"/.exec(tag)?.[1] !== id) continue;
    const target = /\bTarget="([^"]+)"/.exec(tag)?.[1] ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return undefined;
}

/** Rows of a worksheet that hold at least one value (formatted empty rows do not count). */
function countFilledRows(sheetXml: string): number {
  let count = 0;
  for (const [, inner = ''] of sheetXml.matchAll(
    /<(?:\w+:)?row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g,
  )) {
    if (/<(?:\w+:)?(?:v|is)\b/.test(inner)) count += 1;
  }
  return count;
}

/**
 * Checks an XLSX before the spreadsheet reader inflates it: the entries' declared uncompressed sizes
 * add up to at most `maxBytes`, each entry inflates to no more than it declares (so a zip bomb stops
 * after `maxBytes`, not after gigabytes), and the first sheet has at most `maxRows` filled rows.
 * Throws XlsxRefused.
 */
export function inspectXlsx(bytes: Buffer, limits: { maxBytes: number; maxRows: number }): void {
  if (bytes.length < 22) throw invalid();
  const { entries, start } = centralDirectory(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limits.maxBytes) throw new XlsxRefused('tooLarge');
  const data = entryData(bytes, entries, start);
  const files = new Map(
    entries.map((entry, i) => [entry.name, inflateEntry(entry, data[i] ?? Buffer.alloc(0))]),
  );
  const sheet = firstSheetPath(files);
  const sheets =
    sheet && files.has(sheet)
      ? [sheet]
      : [...files.keys()].filter((name) => name.startsWith('xl/worksheets/'));
  for (const name of sheets) {
    if (countFilledRows(files.get(name)?.toString('utf8') ?? '') > limits.maxRows)
      throw new XlsxRefused('tooLarge');
  }
}
