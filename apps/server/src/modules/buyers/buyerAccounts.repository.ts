import type { Lang, MainCategory } from '@sc/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { buyers, roles, userRoles, users } from '../../db/schema/index.js';

/** A buyer's login identity and profile, as the platform team makes them. */
export interface BuyerAccountRow {
  email: string;
  realName: string;
  jobTitle: string;
  title: string;
  country: string;
  lang: Lang;
  adminCode: string;
  passwordHash: string;
  companyName: string;
  city: string | null;
  mainCategory: MainCategory;
  interestedBrands: string[];
  searchText: string;
  joinedAt: Date;
}

/** Whether any account (supplier, buyer or staff) uses the email. */
export async function isEmailUsed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/** Inserts the buyer's user (kind buyer, role buyer) and profile; their ids. */
export async function insertBuyerAccount(db: Database, row: BuyerAccountRow) {
  const [user] = await db
    .insert(users)
    .values({
      kind: 'buyer',
      supplierId: null,
      adminCode: row.adminCode,
      email: row.email.toLowerCase(),
      realName: row.realName,
      jobTitle: row.jobTitle,
      title: row.title,
      country: row.country,
      passwordHash: row.passwordHash,
      lang: row.lang,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'buyer'));
  if (role) await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  const [buyer] = await db
    .insert(buyers)
    .values({
      userId: user.id,
      companyName: row.companyName,
      city: row.city,
      mainCategory: row.mainCategory,
      interestedBrands: row.interestedBrands,
      searchText: row.searchText,
      joinedAt: row.joinedAt,
    })
    .returning({ id: buyers.id });
  if (!buyer) throw new Error('buyer insert returned nothing');
  return { buyerId: buyer.id, userId: user.id };
}

/** The login side of a buyer: what an invitation needs. */
export async function findBuyerLogin(db: Database, buyerId: number) {
  const [row] = await db
    .select({
      buyerId: buyers.id,
      userId: users.id,
      email: users.email,
      realName: users.realName,
      lang: users.lang,
      passwordHash: users.passwordHash,
      companyName: buyers.companyName,
    })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId))
    .limit(1);
  return row;
}
