import { z } from 'zod';

/** Paging of every list call (ARCHITECTURE): pageIndex from 1. */
export const PageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
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

export const IdSchema = z.object({ id: z.coerce.number({ error: 'validation.invalid' }).int().positive() });
export type Id = z.infer<typeof IdSchema>;

/** Body of calls that take no input. */
export const EmptySchema = z.object({}).loose().optional();
export type Empty = z.infer<typeof EmptySchema>;
/** Result of calls that answer nothing but success. */
export const OkSchema = z.null();
export type Ok = z.infer<typeof OkSchema>;
