import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menus, roles, userRoles } from '../../db/schema/index.js';

export type MenuRow = typeof menus.$inferSelect;

export async function listAllMenus(db: Database): Promise<MenuRow[]> {
  return db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
}

export async function listRolesOfUser(db: Database, userId: number) {
  return db
    .select({
      id: roles.id,
      code: roles.code,
      nameKey: roles.nameKey,
      name: roles.name,
      supplierId: roles.supplierId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.code));
}
