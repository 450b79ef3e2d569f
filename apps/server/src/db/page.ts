import type { Page } from '@sc/contract';

/** What a list call asks for: a page from 1 and its size. */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/** The rows a page covers, as a repository's offset and limit. */
export function pageRange(page: PageRequest): { offset: number; limit: number } {
  return { offset: (page.pageIndex - 1) * page.pageSize, limit: page.pageSize };
}

/** A page of results as every list call answers it. */
export function toPage<T>(list: T[], total: number, page: PageRequest): Page<T> {
  return { list, total, pageIndex: page.pageIndex, pageSize: page.pageSize };
}
