import type { MenuEntry } from '@sc/contract';
import { isGroup } from '../../features/menu/menuTree';

/** A route made from a menu entry; `id` is the route name (url without its leading slash). */
export type MenuRoute = {
  id: string;
  path: string;
  component: string;
  entry: MenuEntry;
  children: MenuRoute[];
};

/** Top-level paths the fixed routes own; a menu entry cannot take them over. */
const RESERVED = new Set(['', 'login', 'resetpwd', '404', '403']);

function relativePath(url: string, parentPath: string): string | null {
  const trimmed = url.trim().replace(/\/+$/, '');
  if (!parentPath) return trimmed.replace(/^\/+/, '');
  if (!trimmed.startsWith('/')) return trimmed;
  const prefix = `${parentPath}/`;
  return trimmed.toLowerCase().startsWith(prefix.toLowerCase()) ? trimmed.slice(prefix.length) : null;
}

/**
 * Turns the stored menu into the children of the home route (SPEC 2): groups ('Layout') add only
 * their children, pages become routes with their own children added recursively. Entries whose
 * component is not a known page, duplicates and reserved paths are skipped.
 */
export function menuToRoutes(
  menu: readonly MenuEntry[],
  isKnownPage: (component: string) => boolean,
  parentPath = '',
): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (isGroup(entry)) {
        visit(entry.children ?? []);
        continue;
      }
      if (!isKnownPage(entry.component)) continue;
      const path = relativePath(entry.url, parentPath);
      const key = path?.toLowerCase() ?? '';
      if (path === null || seen.has(key) || (!parentPath && RESERVED.has(key)) || path === '') continue;
      seen.add(key);
      const fullPath = `${parentPath}/${path}`;
      routes.push({
        id: fullPath.slice(1),
        path,
        component: entry.component,
        entry,
        children: menuToRoutes(entry.children ?? [], isKnownPage, fullPath),
      });
    }
  };
  visit(menu);
  return routes;
}
