import { type Lang, type MenuEntry, type RoleMenu, translate } from '@sc/contract';
import type { AppContext } from '../../context.js';
import type { SupplierCaller } from '../../http/caller.js';
import { listAllMenus, listRolesOfUser, type MenuRow } from './menus.repository.js';

/** Builds the tree of entries the caller may see: an entry needs its permission; a group needs a visible child. */
export function buildMenuTree(rows: MenuRow[], permissions: ReadonlySet<string>, lang: Lang): MenuEntry[] {
  const childrenOf = (parentId: number | null): MenuEntry[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .flatMap((row): MenuEntry[] => {
        const entry: MenuEntry = {
          id: row.id,
          url: row.url,
          menuName: translate(lang, row.titleKey),
          titleKey: row.titleKey,
          component: row.component,
          icon: row.icon,
        };
        if (row.component === 'Layout') {
          const children = childrenOf(row.id);
          return children.length ? [{ ...entry, children }] : [];
        }
        return row.permission === null || permissions.has(row.permission) ? [entry] : [];
      });
  return childrenOf(null);
}

/** The caller's role-based menu. */
export async function listMenuOfCaller(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
): Promise<MenuEntry[]> {
  return buildMenuTree(await listAllMenus(ctx.db), caller.permissions, lang);
}

/** The caller's roles, permissions and the permissions they hold at `own` scope only. */
export async function listRolesAndPermissions(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
): Promise<RoleMenu> {
  const roles = await listRolesOfUser(ctx.db, caller.userId);
  return {
    roles: roles.map((r) => ({
      id: r.id,
      code: r.code,
      // A company's custom role carries its own name; a built-in role is named in the caller's language.
      name: r.supplierId !== null && r.name !== null ? r.name : translate(lang, r.nameKey),
      builtIn: r.supplierId === null,
    })),
    permissions: [...caller.permissions].sort(),
    ownScope: [...caller.ownScope].sort(),
  };
}
