import { z } from 'zod';

// Bounds of what a call may carry, so nothing out of range ever reaches the database: ids within
// a serial (PostgreSQL integer) column, text without control characters, numbers with a ceiling.
// Out-of-range input is a field error (code 1000), never a 500.

/** The largest PostgreSQL `integer` (and `serial`): every id and stored count lies below it. */
export const INT4_MAX = 2_147_483_647;
/** The highest page a list call serves (far beyond any real list; keeps offsets small). */
export const PAGE_INDEX_MAX = 1_000_000;

/** An id of a serial column: a whole JSON number from 1 to INT4_MAX; `error` is the catalog key. */
export function idNumber(error = 'validation.invalid') {
  return z.number({ error }).int({ error }).min(1, { error }).max(INT4_MAX, { error });
}

/** An id that may also come as a numeric string (forms, query strings): 1 to INT4_MAX. */
export function coercedId(error = 'validation.invalid') {
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(INT4_MAX, { error });
}

/** A whole number within [min, max] (page sizes, limits, quantities), numeric strings accepted. */
export function boundedInt(min: number, max: number, error = 'validation.invalid') {
  return z.coerce
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error: max > 1000 ? 'validation.tooLarge' : error });
}

/** A count of 1 or more (MOQ, shelf life, pack sizes) that may be left empty: null or absent. */
export function optionalCount(max: number) {
  return z.coerce
    .number({ error: 'validation.wholeNumber' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.wholeNumber' })
    .max(max, { error: 'validation.tooLarge' })
    .nullable()
    .optional();
}

/** C0 control characters and DEL: never in single-line text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text keeps line feeds and tabs, but no other C0 control nor DEL (never NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
/** Unpaired UTF-16 surrogates cannot be stored as UTF-8. */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** One line of text (names, keywords, codes): trimmed, at most `max` characters, no control characters. */
export function singleLineText(max: number, missing = 'validation.invalid') {
  return z
    .string({ error: missing })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .regex(SINGLE_LINE, { error: 'validation.badCharacters' })
    .refine(wellFormed, { error: 'validation.badCharacters' });
}

/** Text of several lines (remarks, messages): trimmed, at most `max` characters, only \n and \t as controls. */
export function multiLineText(max: number, { missing = 'validation.invalid', trim = true } = {}) {
  const text = z.string({ error: missing });
  return (trim ? text.trim() : text)
    .max(max, { error: 'validation.tooLong' })
    .regex(MULTI_LINE, { error: 'validation.badCharacters' })
    .refine(wellFormed, { error: 'validation.badCharacters' });
}

/** A stored file's id (uploads answer it): letters, digits, `_` and `-`. */
export const FileIdSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^[\w-]{1,64}$/, { error: 'validation.invalid' });
export type FileId = z.infer<typeof FileIdSchema>;

/** The client's own id of a message (retries with it are idempotent). */
export const ClientIdSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(8, { error: 'validation.invalid' })
  .max(64, { error: 'validation.invalid' })
  .regex(SINGLE_LINE, { error: 'validation.badCharacters' });
export type ClientId = z.infer<typeof ClientIdSchema>;

/** The search words of a list call. */
export const KeywordSchema = singleLineText(100).optional();
export type Keyword = z.infer<typeof KeywordSchema>;

/** Paging of every list call (ARCHITECTURE): pageIndex from 1. */
export const PageQuerySchema = z.object({
  pageIndex: boundedInt(1, PAGE_INDEX_MAX).default(1),
  pageSize: boundedInt(1, 100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { list: T[]; total: number; pageIndex: number; pageSize: number };

export const IdSchema = z.object({ id: coercedId() });
export type Id = z.infer<typeof IdSchema>;

/** Body of calls that take no input. */
export const EmptySchema = z.object({}).loose().optional();
export type Empty = z.infer<typeof EmptySchema>;
/** Result of calls that answer nothing but success. */
export const OkSchema = z.null();
export type Ok = z.infer<typeof OkSchema>;
