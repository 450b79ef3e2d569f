import type { DashboardPeriod, FaqCategory, NoticeFilter } from '@sc/contract';
import { queryRoots } from '../../../lib/queryRoots';

/** The home feature's calls: no loading overlay and no error toast (each block shows its own). */
export const quiet = { overlay: false, notify: false } as const;

/** Query keys of the home feature; what is written in a language carries it. */
export const homeKeys = {
  all: [queryRoots.home] as const,
  dashboard: (period: DashboardPeriod) => [queryRoots.home, 'dashboard', period] as const,
  tasks: () => [queryRoots.home, 'tasks'] as const,
  guide: () => [queryRoots.home, 'guide'] as const,
  notices: () => [queryRoots.home, 'notices'] as const,
  noticeList: (filter: NoticeFilter, page: number, lang: string) =>
    [queryRoots.home, 'notices', 'list', filter, page, lang] as const,
  noticeInfo: (lang: string) => [queryRoots.home, 'notices', 'info', lang] as const,
  notice: (id: number, lang: string) => [queryRoots.home, 'notices', 'one', id, lang] as const,
  whatsNew: (lang: string) => [queryRoots.home, 'whatsNew', lang] as const,
  faq: (keyword: string, category: FaqCategory | null, lang: string) =>
    [queryRoots.home, 'faq', 'list', keyword, category, lang] as const,
  faqArticle: (id: number, lang: string) => [queryRoots.home, 'faq', 'article', id, lang] as const,
  console: () => [queryRoots.home, 'console'] as const,
};
