import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../platform/passwords.js';
import { newPublicCode } from '../platform/secrets.js';
import type { Database } from './client.js';
import { roles, userRoles, users } from './schema/index.js';

/** The demo company's colleagues (issue 19): a Sales user (own conversations and quotations) and a Content user. */
export const DEMO_TEAM = [
  {
    email: 'sales@suppliercloud.test',
    password: 'Sales#2026',
    realName: 'Sam Lee',
    jobTitle: 'sales_manager',
    title: 'mr',
    role: 'sales',
  },
  {
    email: 'content@suppliercloud.test',
    password: 'Content#2026',
    realName: 'Mia Tanaka',
    jobTitle: 'marketing_manager',
    title: 'ms',
    role: 'content',
  },
] as const;

/** Adds the demo colleagues to the demo owner's company, once each; returns how many were added. */
export async function seedDemoTeam(db: Database, ownerEmail: string): Promise<number> {
  const [owner] = await db.select().from(users).where(eq(users.email, ownerEmail)).limit(1);
  if (!owner?.supplierId) return 0;
  let added = 0;
  for (const colleague of DEMO_TEAM) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, colleague.email));
    if (existing) continue;
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.code, colleague.role), isNull(roles.supplierId)));
    if (!role) continue;
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          supplierId: owner.supplierId,
          adminCode: newPublicCode(),
          email: colleague.email,
          realName: colleague.realName,
          jobTitle: colleague.jobTitle,
          title: colleague.title,
          country: owner.country,
          passwordHash: await hashPassword(colleague.password),
          emailVerifiedAt: new Date(),
          invitedBy: owner.id,
        })
        .returning({ id: users.id });
      if (user) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    });
    added++;
  }
  return added;
}
