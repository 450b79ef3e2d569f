import { API_BASE, type ConsoleImportKind, consoleImportUploadPaths } from '@sc/contract';
import { postMultipart } from './productFactories.js';
import type { TestApp } from './testApp.js';

/** An EAN-13 with its check digit: `12` digits of `n` under a 20–29 in-store prefix, then the check. */
export function ean13(n: number, prefix = '29'): string {
  const body = `${prefix}${String(n).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Rows as a CSV file (RFC 4180 quoting), with a byte-order mark like Excel writes. */
export function csvOf(rows: readonly (readonly string[])[]): Buffer {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`);
}

/** Uploads an import file of a kind as a team member (multipart, as the console does). */
export function uploadImportFile(
  t: TestApp,
  token: string,
  kind: ConsoleImportKind,
  bytes: Buffer,
  fileName = `${kind}.csv`,
) {
  return postMultipart(t, token, `${API_BASE}${consoleImportUploadPaths[kind]}`, {}, { bytes, fileName });
}
