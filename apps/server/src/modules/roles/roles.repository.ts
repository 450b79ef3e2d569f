import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rolePermissions, roles } from '../../db/schema/index.js';

export type RoleGrant = { permission: string; scope: 'own' | 'company' };
export type CompanyRole = {
  id: number;
  code: string;
  /** Null for built-in roles (named by `role.<code>`). */
  name: string | null;
  builtIn: boolean;
  grants: RoleGrant[];
};

/** A role a company may use: a built-in supplier role or one of the company's own custom roles. */
export async function findCompanyRole(
  db: Database,
  supplierId: number,
  roleId: number,
): Promise<CompanyRole | undefined> {
  const [row] = await db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      supplierId: roles.supplierId,
      grants: sql<
        RoleGrant[]
      >`coalesce((select json_agg(json_build_object('permission', rp.permission, 'scope', rp.scope) order by rp.permission) from ${rolePermissions} rp where rp.role_id = ${roles.id}), '[]'::json)`,
    })
    .from(roles)
    .where(
      and(
        eq(roles.id, roleId),
        eq(roles.audience, 'supplier'),
        or(isNull(roles.supplierId), eq(roles.supplierId, supplierId)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { id: row.id, code: row.code, name: row.name, builtIn: row.supplierId === null, grants: row.grants };
}

/** The id of a built-in role by code (e.g. `owner`). */
export async function findBuiltInRoleId(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.supplierId)))
    .limit(1);
  return row?.id;
}
