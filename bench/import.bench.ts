// The console's catalogue import at its limit: a generated 50 000-row file (BENCH_IMPORT_ROWS) is
// uploaded by the demo catalogue editor, previewed (CSV, and the same rows as XLSX), then imported
// as a background job, polled until done. Prints the preview and import times and the server's peak
// resident memory (VmHWM), on PGlite and (with BENCH_DATABASE_URL) PostgreSQL.
// Usage: npm run build && npm run bench:import -w @sc/bench
import { readFileSync } from 'node:fs';
import {
  API_BASE,
  type ConsoleImportPreview,
  consoleCatalogueImportCalls,
  consoleImportUploadPaths,
  consoleSupportCalls,
  type Envelope,
  type ImportJob,
} from '@sc/contract';
import writeXlsxFile from 'write-excel-file/node';
import { onEachDatabase, residentMb, startServer } from './support.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const CAPTCHA = '5150';
const CATEGORIES = [
  'fb_snacks',
  'Beverages',
  '咖啡茶饮',
  'スキンケア',
  'Pet Supplies',
  'Vitamins & Minerals',
];
const HEADER = ['UPC/EAN', 'MID', 'Product name', 'Brand', 'Category', 'Place of origin', 'Specs'];

/** An EAN-13 with its check digit under the 20–29 in-store prefix. */
function ean13(n: number): string {
  const body = `21${String(n).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The file's rows: one in 500 has a bad barcode, brands repeat (200 of them, all new). */
function rows(): string[][] {
  return Array.from({ length: ROWS }, (_, i) => {
    const n = i + 1;
    const good = ean13(n);
    const barcode = n % 500 === 0 ? `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}` : good;
    return [
      barcode,
      `BM-${n}`,
      `Bench Product ${n} ${['Original', 'Honey', 'Sea Salt', 'Berry'][n % 4]} ${100 + (n % 900)} g`,
      `Bench Brand ${n % 200}`,
      CATEGORIES[n % CATEGORIES.length] ?? 'fb_snacks',
      ['NZ', 'AU', 'JP', ''][n % 4] ?? '',
      n % 2 ? '500 g; Glass jar' : '',
    ];
  });
}

function csvOf(table: string[][]): Buffer {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return Buffer.from(`\uFEFF${table.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`);
}

/** The server process's peak resident memory so far (MB). */
function peakMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

async function post<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope.data as T;
}

async function signInEditor(url: string): Promise<string> {
  await fetch(`${url}${API_BASE}/code?randomStr=benchimport`);
  const login = await post<{ access_token: string }>(url, consoleSupportCalls.signIn.path, {
    username: 'catalogue@suppliercloud.test',
    password: 'Catalogue#2026',
    randomStr: 'benchimport',
    code: CAPTCHA,
  });
  return login.access_token;
}

async function upload(url: string, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${url}${API_BASE}${consoleImportUploadPaths.catalogue}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as Envelope<{ fileId: string }>;
  if (envelope.code !== 0) throw new Error(`upload: ${JSON.stringify(envelope)}`);
  return envelope.data?.fileId ?? '';
}

const table = rows();
const csv = csvOf([HEADER, ...table]);
const xlsx = await writeXlsxFile([HEADER, ...table].map((row) => row.map((value) => ({ value })))).toBuffer();
console.log(
  `${ROWS} rows: CSV ${(csv.length / 1048576).toFixed(1)} MB, XLSX ${(xlsx.length / 1048576).toFixed(1)} MB`,
);

await onEachDatabase(async (label, env) => {
  const server = await startServer(env);
  try {
    const token = await signInEditor(server.url);
    const figures: Record<string, string | number>[] = [];
    const idleMb = Math.round(residentMb(server.pid));
    for (const [format, bytes] of [
      ['XLSX', xlsx],
      ['CSV', csv],
    ] as const) {
      const fileId = await upload(server.url, token, bytes, `bench.${format.toLowerCase()}`);
      const started = performance.now();
      const preview = await post<ConsoleImportPreview>(
        server.url,
        consoleCatalogueImportCalls.preview.path,
        { fileId },
        token,
      );
      figures.push({
        step: `preview ${format}`,
        seconds: ((performance.now() - started) / 1000).toFixed(1),
        rows: preview.totalRows,
        'valid / invalid': `${preview.validCount} / ${preview.invalidCount}`,
        'peak RSS MB': peakMb(server.pid),
      });
      if (format !== 'CSV') continue;
      const importStarted = performance.now();
      let job = await post<ImportJob>(server.url, consoleCatalogueImportCalls.start.path, { fileId }, token);
      while (job.state === 'queued' || job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 500));
        job = await post<ImportJob>(
          server.url,
          consoleCatalogueImportCalls.info.path,
          { jobId: job.id },
          token,
        );
      }
      const importSeconds = (performance.now() - importStarted) / 1000;
      figures.push({
        step: `import ${format} (job: ${job.state})`,
        seconds: importSeconds.toFixed(1),
        rows: job.processedRows,
        'valid / invalid': `${job.createdCount + job.updatedCount} / ${job.refusedCount}`,
        'peak RSS MB': peakMb(server.pid),
        'rows/s': Math.round(job.processedRows / importSeconds),
      });
    }
    console.log(`\n${label}: server idle at ${idleMb} MB resident after start and sign-in`);
    console.table(figures);
  } finally {
    await server.stop();
  }
});
