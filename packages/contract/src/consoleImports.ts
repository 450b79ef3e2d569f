// The platform console: bulk imports of catalogue products and buyer accounts, built on the shared
// import kit (importColumns.ts): upload → preview with per-cell errors → a background job in batches
// → a report of created / updated / refused rows.
import { z } from 'zod';
import { callGroup } from './call.js';
import { coercedId, FileIdSchema, PageQuerySchema, pageOf } from './common.js';
import { INVITATION_LANGS, NewBuyerAccountSchema } from './consoleBuyers.js';
import { CATALOGUE_LIMITS, MasterProductInputSchema } from './consoleCatalogue.js';
import { LANGS, type Lang, MAIN_CATEGORIES, type MainCategory } from './constants.js';
import { COUNTRY_CODES, type CountryCode } from './countries.js';
import {
  defineImportColumns,
  type ImportKit,
  importColumnLabel,
  normalizeImportHeader,
  splitImportList,
} from './importColumns.js';
import type { StaffPermission } from './menu.js';
import { sharedMessages } from './messages/index.js';
import { apiPaths } from './paths.js';
import { ImportRowSchema } from './products.js';
import { requiredText } from './validation.js';

/** What the console imports: master catalogue products, or buyer accounts. */
export const CONSOLE_IMPORT_KINDS = ['catalogue', 'buyers'] as const;
export type ConsoleImportKind = (typeof CONSOLE_IMPORT_KINDS)[number];

/** The permission a kind of import needs (to upload, preview, start and follow it). */
export const CONSOLE_IMPORT_PERMISSIONS: Record<ConsoleImportKind, StaffPermission> = {
  catalogue: 'console:catalogue',
  buyers: 'console:buyers',
};

export const CONSOLE_IMPORT_LIMITS = {
  /** Data rows one file may hold (after its header row). */
  maxRows: 50_000,
  /** The uploaded file (CSV or XLSX). */
  fileMaxBytes: 20 * 1024 * 1024,
  /** What an XLSX may unpack to (its XML is several times its zipped size). */
  unpackedMaxBytes: 160 * 1024 * 1024,
  /** Rows the job writes per transaction (a restart resumes after the last committed batch). */
  batchRows: 500,
  /** The preview shows the file's first rows, then its first rows with errors. */
  previewFirstRows: 50,
  previewErrorRows: 200,
  /** New brands a catalogue preview names (the count covers them all). */
  previewNewBrands: 50,
} as const;

export const IMPORT_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];
export const IMPORT_ROW_OUTCOMES = ['created', 'updated', 'refused'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

// ---------- Reading values written in any of the three languages ----------

/** Words compared without case, spacing, separators or full-width forms (as headers are). */
const wordKey = normalizeImportHeader;

/** A main buyer category from its code or its name in any language; undefined when none matches. */
export function mainCategoryFromText(text: string): MainCategory | undefined {
  const key = wordKey(text);
  return MAIN_CATEGORIES.find(
    (code) =>
      wordKey(code) === key || LANGS.some((lang) => wordKey(sharedMessages[lang].category[code]) === key),
  );
}

let countryNames: Map<string, CountryCode> | undefined;
/** A country from its ISO code or its name in English, Chinese or Japanese; undefined when none matches. */
export function countryFromText(text: string): CountryCode | undefined {
  const code = text.trim().toUpperCase();
  if ((COUNTRY_CODES as readonly string[]).includes(code)) return code as CountryCode;
  if (!countryNames) {
    const names = new Map<string, CountryCode>();
    for (const locale of ['en', 'zh', 'ja']) {
      const display = new Intl.DisplayNames([locale], { type: 'region' });
      for (const country of COUNTRY_CODES) {
        const name = display.of(country);
        if (name && name !== country) names.set(wordKey(name), country);
      }
    }
    countryNames = names;
  }
  return countryNames.get(wordKey(text));
}

// ---------- Catalogue products ----------

export const CATALOGUE_IMPORT_COLUMNS = [
  'barcode',
  'mid',
  'name',
  'brand',
  'category',
  'origin',
  'specs',
] as const;
export type CatalogueImportColumn = (typeof CATALOGUE_IMPORT_COLUMNS)[number];

const CATEGORY_LABEL: Record<Lang, string> = { en: 'Category', ch: '类目', ja: 'カテゴリー' };

export const catalogueImportColumns = defineImportColumns({
  columns: CATALOGUE_IMPORT_COLUMNS,
  required: ['barcode', 'mid', 'name', 'brand', 'category'],
  // The product form's words, so the supplier's and the catalogue's templates read alike.
  label: (lang, column) => (column === 'category' ? CATEGORY_LABEL[lang] : importColumnLabel(lang, column)),
  aliases: {
    barcode: ['EAN', 'UPC', 'GTIN', 'EAN-13', 'JAN', '条形码', '条码', 'バーコード'],
    category: ['category code', '分类', '类别', 'カテゴリ'],
    specs: ['specifications', '规格'],
  },
});

/**
 * One catalogue row: the master product form's rules for UPC/EAN, MID, name, origin and specs; the
 * brand by name (an unknown one is created) and the category by code or name (main or sub).
 */
export const CatalogueImportRowSchema = MasterProductInputSchema.pick({
  barcode: true,
  mid: true,
  name: true,
  origin: true,
  specs: true,
}).extend({
  brand: requiredText('error.consoleImport.brandRequired', CATALOGUE_LIMITS.brandNameMax),
  category: requiredText('error.consoleImport.categoryRequired', 120),
});
export type CatalogueImportRow = z.output<typeof CatalogueImportRowSchema>;

export const catalogueImportKit: ImportKit<CatalogueImportColumn, typeof CatalogueImportRowSchema> = {
  columns: catalogueImportColumns,
  schema: CatalogueImportRowSchema,
  toForm(values) {
    const form: Record<string, unknown> = {};
    for (const column of CATALOGUE_IMPORT_COLUMNS) {
      const value = values[column];
      if (value === '') continue;
      if (column === 'specs') form.specs = splitImportList(value);
      else if (column === 'origin') form.origin = countryFromText(value) ?? value.toUpperCase();
      else form[column] = value;
    }
    return form;
  },
};

// ---------- Buyer accounts ----------

export const BUYER_IMPORT_COLUMNS = [
  'email',
  'name',
  'company',
  'category',
  'country',
  'city',
  'brands',
  'language',
] as const;
export type BuyerImportColumn = (typeof BUYER_IMPORT_COLUMNS)[number];

const BUYER_LABELS: Record<Lang, Record<BuyerImportColumn, string>> = {
  en: {
    email: 'Email',
    name: 'Name',
    company: 'Company',
    category: 'Main category',
    country: 'Country',
    city: 'City',
    brands: 'Interested brands',
    language: 'Language',
  },
  ch: {
    email: '邮箱',
    name: '姓名',
    company: '公司',
    category: '主营类目',
    country: '国家/地区',
    city: '城市',
    brands: '关注品牌',
    language: '语言',
  },
  ja: {
    email: 'メールアドレス',
    name: '氏名',
    company: '会社名',
    category: 'メインカテゴリー',
    country: '国・地域',
    city: '都市',
    brands: '関心のあるブランド',
    language: '言語',
  },
};

export const buyerImportColumns = defineImportColumns({
  columns: BUYER_IMPORT_COLUMNS,
  required: ['email', 'name', 'company', 'category', 'country'],
  label: (lang, column) => BUYER_LABELS[lang][column],
  aliases: {
    email: ['e-mail', 'mail', '电子邮箱', 'メール'],
    name: ['full name', 'buyer name', 'contact', '联系人', '名前'],
    company: ['company name', '公司名称', '会社'],
    category: ['category', '类目', 'カテゴリー'],
    country: ['country/region', 'country code', '国家', '国'],
    brands: ['brands', '品牌', 'ブランド'],
  },
});

/** Language cells: the invitation languages, or the stored language values (en, ch, ja). */
function invitationLangOf(value: string): string {
  const key = wordKey(value);
  if (key === 'ch' || key === '中文' || key === 'chinese') return 'zh';
  if (key === 'english' || key === '英语' || key === '英語') return 'en';
  if (key === 'japanese' || key === '日语' || key === '日本語') return 'ja';
  return key;
}

/**
 * One buyer row: the console's new buyer account form (email, name, company, main category,
 * country, city, interested brands, the invitation's language), each cell read in any language.
 */
export const BuyerImportRowSchema = NewBuyerAccountSchema.pick({
  email: true,
  realName: true,
  companyName: true,
  city: true,
  interestedBrands: true,
}).extend({
  mainCategory: z.enum(MAIN_CATEGORIES, { error: 'error.consoleImport.mainCategoryUnknown' }),
  country: z.enum(COUNTRY_CODES, { error: 'error.consoleImport.countryUnknown' }),
  lang: z.enum(INVITATION_LANGS, { error: 'error.consoleImport.languageUnknown' }).optional(),
});
export type BuyerImportRow = z.output<typeof BuyerImportRowSchema>;

const BUYER_FIELDS: Record<BuyerImportColumn, keyof z.input<typeof BuyerImportRowSchema>> = {
  email: 'email',
  name: 'realName',
  company: 'companyName',
  category: 'mainCategory',
  country: 'country',
  city: 'city',
  brands: 'interestedBrands',
  language: 'lang',
};

export const buyerImportKit: ImportKit<BuyerImportColumn, typeof BuyerImportRowSchema> = {
  columns: buyerImportColumns,
  schema: BuyerImportRowSchema,
  toForm(values) {
    const form: Record<string, unknown> = {};
    for (const column of BUYER_IMPORT_COLUMNS) {
      const value = values[column];
      if (value === '') continue;
      const field = BUYER_FIELDS[column];
      if (column === 'category') form[field] = mainCategoryFromText(value) ?? value;
      else if (column === 'country') form[field] = countryFromText(value) ?? value;
      else if (column === 'brands') form[field] = splitImportList(value);
      else if (column === 'language') form[field] = invitationLangOf(value);
      else form[field] = value;
    }
    return form;
  },
  fieldColumns: Object.fromEntries(
    Object.entries(BUYER_FIELDS).map(([column, field]) => [field, column]),
  ) as Record<string, BuyerImportColumn>,
};

/** The columns of each kind, for templates and the preview's headers. */
export const CONSOLE_IMPORT_COLUMNS = {
  catalogue: catalogueImportColumns,
  buyers: buyerImportColumns,
} as const;

// ---------- Calls ----------

/** An uploaded import file (private to the platform team). */
export const ConsoleImportFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  size: z.number().int(),
});
export type ConsoleImportFile = z.infer<typeof ConsoleImportFileSchema>;

export const ConsoleImportFileIdSchema = z.object({ fileId: FileIdSchema });
export type ConsoleImportFileId = z.infer<typeof ConsoleImportFileIdSchema>;

/** What an import of a file would do: counts for the whole file, and the rows to look at. */
export const ConsoleImportPreviewSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  columns: z.array(z.string()),
  rows: z
    .array(ImportRowSchema)
    .describe('The first rows of the file, then its first rows with errors (in file order)'),
  totalRows: z.number().int().describe('Data rows in the file'),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  updateCount: z.number().int().describe('Catalogue: valid rows that update an active product'),
  newBrands: z.array(z.string()).describe('Catalogue: some of the brands the import would create'),
  newBrandCount: z.number().int().describe('Catalogue: how many brands the import would create'),
});
export type ConsoleImportPreview = z.infer<typeof ConsoleImportPreviewSchema>;

/** A bulk import job: where it is, and what it did so far. */
export const ImportJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONSOLE_IMPORT_KINDS),
  fileName: z.string(),
  state: z.enum(IMPORT_JOB_STATES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdCount: z.number().int(),
  updatedCount: z.number().int(),
  refusedCount: z.number().int(),
  error: z.string().nullable().describe('Why the whole job failed (the file could not be read…)'),
  newBrands: z.array(z.string()).describe('Catalogue: brands the job created'),
  startedBy: z.string().describe('The team member who started it'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportJobIdSchema = z.object({ jobId: coercedId() });
export type ImportJobId = z.infer<typeof ImportJobIdSchema>;

export const ImportJobQuerySchema = PageQuerySchema;
export type ImportJobQuery = z.input<typeof ImportJobQuerySchema>;

/** One row of a job's report. */
export const ImportJobRowSchema = z.object({
  row: z.number().int().describe('Row number in the file, 1 = first data row'),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  reference: z.string().nullable().describe('What the row was about: the barcode or the email'),
  messages: z
    .record(z.string(), z.string())
    .describe('Column → message: why a refused row was refused, or a note (a brand created)'),
});
export type ImportJobRow = z.infer<typeof ImportJobRowSchema>;

export const ImportJobRowQuerySchema = PageQuerySchema.extend({
  jobId: coercedId(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES).optional(),
});
export type ImportJobRowQuery = z.input<typeof ImportJobRowQuerySchema>;

/** A job's report as a CSV file (UTF-8 with a byte-order mark, so spreadsheets open it right). */
export const ImportReportSchema = z.object({
  fileName: z.string(),
  csv: z.string().describe('Row, outcome, reference, messages; one line per row of the file'),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** The multipart upload of an import file of a kind (fields: file). */
export const consoleImportUploadPaths: Record<ConsoleImportKind, string> = {
  catalogue: `${apiPaths.consoleImportCatalogue}/upload`,
  buyers: `${apiPaths.consoleImportBuyers}/upload`,
};

function importCalls(base: string, what: string) {
  return {
    preview: {
      path: `${base}/preview`,
      summary: `Check an uploaded CSV/XLSX of ${what}: counts for the whole file and the rows with errors; changes nothing`,
      body: ConsoleImportFileIdSchema,
      result: ConsoleImportPreviewSchema,
    },
    start: {
      path: `${base}/start`,
      summary: `Import an uploaded file of ${what} as a background job (audited)`,
      body: ConsoleImportFileIdSchema,
      result: ImportJobSchema,
    },
    list: {
      path: `${base}/list`,
      summary: `Imports of ${what}, newest first, with who started them`,
      body: ImportJobQuerySchema,
      result: pageOf(ImportJobSchema),
    },
    info: {
      path: `${base}/info`,
      summary: 'One import job (poll it for its progress)',
      body: ImportJobIdSchema,
      result: ImportJobSchema,
    },
    rows: {
      path: `${base}/rows`,
      summary: "A page of a job's report, optionally of one outcome",
      body: ImportJobRowQuerySchema,
      result: pageOf(ImportJobRowSchema),
    },
    report: {
      path: `${base}/report`,
      summary: "A job's report as CSV: every row processed with its outcome",
      body: ImportJobIdSchema,
      result: ImportReportSchema,
    },
  } as const;
}

/** Catalogue product imports (permission console:catalogue). */
export const consoleCatalogueImportCalls = callGroup(
  'Console: imports',
  importCalls(apiPaths.consoleImportCatalogue, 'catalogue products'),
);

/** Buyer account imports (permission console:buyers). */
export const consoleBuyerImportCalls = callGroup(
  'Console: imports',
  importCalls(apiPaths.consoleImportBuyers, 'buyer accounts'),
);

/** Each kind's calls. */
export const CONSOLE_IMPORT_CALLS = {
  catalogue: consoleCatalogueImportCalls,
  buyers: consoleBuyerImportCalls,
} as const;
