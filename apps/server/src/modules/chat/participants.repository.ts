import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyers, users } from '../../db/schema/index.js';

/** Who receives a conversation's events on the buyer's side: the buyer's login. */
export type ChatLogin = { userId: number; adminCode: string };

/**
 * A company user who may read the chat, and how far (issue 19): `company` reaches every conversation,
 * `own` only theirs and the unowned ones.
 */
export type ChatTeamMember = ChatLogin & {
  realName: string;
  email: string;
  chatScope: 'own' | 'company';
};

// chat:read at own scope only when none of the user's roles grants it company-wide (as the session does).
const chatScope = sql<'own' | 'company' | null>`(
  select case when count(*) = 0 then null when bool_and(rp.scope = 'own') then 'own' else 'company' end
  from user_roles ur join role_permissions rp on rp.role_id = ur.role_id
  where ur.user_id = "users"."id" and rp.permission = 'chat:read')`;

/** The company's active users who hold chat:read, with their scope. */
export async function listChatTeam(db: Database, supplierId: number): Promise<ChatTeamMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      adminCode: users.adminCode,
      realName: users.realName,
      email: users.email,
      chatScope,
    })
    .from(users)
    .where(and(eq(users.supplierId, supplierId), ne(users.status, 'disabled')))
    .orderBy(users.realName, users.id);
  return rows.flatMap((row) => (row.chatScope === null ? [] : [{ ...row, chatScope: row.chatScope }]));
}

/** The buyer's login, who receives the buyer's side of a conversation. */
export async function findBuyerLogins(db: Database, buyerId: number): Promise<ChatLogin[]> {
  return db
    .select({ userId: users.id, adminCode: users.adminCode })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId));
}

/** A buyer was just active (sent a message, connected). */
export async function touchBuyerOnline(db: Database, buyerId: number) {
  await db.update(buyers).set({ lastOnlineAt: sql`now()` }).where(eq(buyers.id, buyerId));
}

/** A user's name, or undefined when there is no such user. */
export async function findUserName(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: users.realName }).from(users).where(eq(users.id, userId));
  return row?.name;
}
