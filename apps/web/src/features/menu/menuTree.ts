import type { MenuEntry } from '@sc/contract';
import { paths } from '../../lib/paths';

/** Menu entries whose component is 'Layout' only group other entries; they have no page. */
export const GROUP_COMPONENT = 'Layout';

export function isGroup(entry: MenuEntry): boolean {
  return entry.component === GROUP_COMPONENT;
}

/** Every page entry (not groups) in menu order, depth first. */
export function menuPages(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => [...(isGroup(entry) ? [] : [entry]), ...menuPages(entry.children ?? [])]);
}

function normalizePath(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/** The page entry whose url matches `pathname` best (exact, else the longest prefix). */
export function findMenuPage(menu: readonly MenuEntry[], pathname: string): MenuEntry | null {
  const path = normalizePath(pathname);
  let best: MenuEntry | null = null;
  for (const page of menuPages(menu)) {
    const url = normalizePath(page.url.startsWith('/') ? page.url : `/${page.url}`);
    if (url === path) return page;
    if (path.startsWith(`${url}/`) && (!best || url.length > best.url.length)) best = page;
  }
  return best;
}

/** The groups that contain the entry with `url` (for opening sub-menus). */
export function ancestorsOf(menu: readonly MenuEntry[], url: string): MenuEntry[] {
  for (const entry of menu) {
    if (entry.url === url) return [];
    const below = ancestorsOf(entry.children ?? [], url);
    if (below.length > 0 || (entry.children ?? []).some((child) => child.url === url))
      return [entry, ...below];
  }
  return [];
}

/** Where signed-in users land: /index when their menu has it, else their first page. */
export function homePathOf(menu: readonly MenuEntry[], preferred: string = paths.home): string {
  const pages = menuPages(menu);
  if (pages.length === 0 || pages.some((page) => page.url === preferred)) return preferred;
  const first = pages[0]?.url ?? preferred;
  return first.startsWith('/') ? first : `/${first}`;
}
