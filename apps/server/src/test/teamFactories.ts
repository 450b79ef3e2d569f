import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { roles, userRoles, users } from '../db/schema/index.js';
import { hashPassword } from '../platform/passwords.js';
import { logIn } from './factories.js';
import type { TestApp } from './testApp.js';

const COLLEAGUE_PASSWORD = 'Colleague#2026';

/**
 * A colleague in an existing company with a built-in role (`sales`, `content`, …) or a role id,
 * written straight to the database (not through an invitation) and signed in.
 */
export async function addColleagueAndLogIn(
  t: TestApp,
  supplierId: number,
  role: string | number,
  { realName = 'Sam Lee' } = {},
) {
  const id = randomBytes(4).toString('hex');
  const email = `colleague.${id}@team.test`;
  const [roleRow] = await t.ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      typeof role === 'number' ? eq(roles.id, role) : and(eq(roles.code, role), isNull(roles.supplierId)),
    );
  if (!roleRow) throw new Error(`role ${role} not found`);
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      supplierId,
      adminCode: `COL${id}`.toUpperCase(),
      email,
      realName,
      jobTitle: 'sales_manager',
      title: 'mr',
      country: 'AU',
      passwordHash: await hashPassword(COLLEAGUE_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, adminCode: users.adminCode });
  if (!user) throw new Error('user insert returned nothing');
  await t.ctx.db.insert(userRoles).values({ userId: user.id, roleId: roleRow.id });
  const login = await logIn(t, { username: email, password: COLLEAGUE_PASSWORD });
  if (login.body.code !== 0) throw new Error(`colleague login failed: ${JSON.stringify(login.body)}`);
  return { userId: user.id, adminCode: user.adminCode, email, token: login.body.data.access_token };
}
