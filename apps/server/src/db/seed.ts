import { BUYER_PERMISSIONS, PERMISSIONS, STAFF_PERMISSIONS } from '@sc/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import {
  findUserByEmail,
  insertStaffUser,
  insertSupplierWithAdmin,
} from '../modules/accounts/users.repository.js';
import { grantTrial } from '../modules/service/service.service.js';
import { hashPassword } from '../platform/passwords.js';
import { newPublicCode } from '../platform/secrets.js';
import { CATEGORY_TREE, type CategorySeed } from './categoryTree.js';
import type { Database } from './client.js';
import { categories, menus, rolePermissions, roles } from './schema/index.js';

export const DEMO_LOGIN = { email: 'demo@suppliercloud.test', password: 'Demo#2026' } as const;
/** The platform team's demo account (console: support inbox). */
export const DEMO_STAFF_LOGIN = { email: 'support@suppliercloud.test', password: 'Support#2026' } as const;

const ROLE_GRANTS: Record<string, readonly string[]> = {
  supplier_admin: PERMISSIONS,
  supplier_member: PERMISSIONS,
  buyer: BUYER_PERMISSIONS,
  support_agent: STAFF_PERMISSIONS,
};

/** Menu entries: parents before children; `parent` names a parent by url. */
const MENU: {
  url: string;
  titleKey: string;
  component: string;
  icon: string;
  permission: string | null;
  parent?: string;
}[] = [
  {
    url: '/index',
    titleKey: 'menu.home',
    component: 'Welcome',
    icon: 'HomeOutlined',
    permission: 'account:read',
  },
  { url: '/buyers', titleKey: 'menu.buyers', component: 'Layout', icon: 'TeamOutlined', permission: null },
  {
    url: '/buyersList',
    titleKey: 'menu.buyerPool',
    component: 'BuyerPool',
    icon: 'GlobalOutlined',
    permission: 'buyer:read',
    parent: '/buyers',
  },
  {
    url: '/recommendedBuyers',
    titleKey: 'menu.recommendedBuyers',
    component: 'RecommendedBuyers',
    icon: 'StarOutlined',
    permission: 'buyer:read',
    parent: '/buyers',
  },
  {
    url: '/visitors',
    titleKey: 'menu.visitors',
    component: 'Visitors',
    icon: 'EyeOutlined',
    permission: 'buyer:read',
    parent: '/buyers',
  },
  {
    url: '/communicate',
    titleKey: 'menu.communicate',
    component: 'Communicate',
    icon: 'MessageOutlined',
    permission: 'chat:read',
  },
  { url: '/account', titleKey: 'menu.account', component: 'Layout', icon: 'UserOutlined', permission: null },
  {
    url: '/changePassword',
    titleKey: 'menu.changePassword',
    component: 'ChangePassword',
    icon: 'LockOutlined',
    permission: 'account:password',
    parent: '/account',
  },
  {
    url: '/products',
    titleKey: 'menu.products',
    component: 'Layout',
    icon: 'ShoppingOutlined',
    permission: null,
  },
  {
    url: '/catalogue',
    titleKey: 'menu.catalogue',
    component: 'Catalogue',
    icon: 'AppstoreOutlined',
    permission: 'catalogue:read',
    parent: '/products',
  },
  {
    url: '/myProducts',
    titleKey: 'menu.myProducts',
    component: 'MyProducts',
    icon: 'ShopOutlined',
    permission: 'product:read',
    parent: '/products',
  },
  {
    url: '/showroom',
    titleKey: 'menu.showroom',
    component: 'Showroom',
    icon: 'ShopOutlined',
    permission: 'showroom:read',
    parent: '/products',
  },
  {
    url: '/quotation',
    titleKey: 'menu.quotations',
    component: 'Layout',
    icon: 'FileTextOutlined',
    permission: null,
  },
  {
    url: '/quotationList',
    titleKey: 'menu.quotationList',
    component: 'QuotationList',
    icon: 'ProfileOutlined',
    permission: 'quotation:read',
    parent: '/quotation',
  },
  {
    url: '/productQuotation',
    titleKey: 'menu.productQuotations',
    component: 'ProductQuotations',
    icon: 'DollarOutlined',
    permission: 'quotation:read',
    parent: '/quotation',
  },
];

/** The category tree (upserted by code, so names can be corrected in code). */
async function seedCategories(db: Database): Promise<void> {
  let sort = 0;
  const upsert = async (node: CategorySeed, parentId: number | null) => {
    const values = {
      code: node.code,
      nameEn: node.en,
      nameZh: node.zh,
      nameJa: node.ja,
      parentId,
      sort: sort++,
    };
    const [row] = await db
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: categories.code, set: values })
      .returning({ id: categories.id });
    for (const child of node.children ?? []) await upsert(child, row?.id ?? null);
  };
  for (const node of CATEGORY_TREE) await upsert(node, null);
}

/** Roles, their permissions, the menu and the category tree; safe to run at every start (upserts). */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCategories(db);
  for (const [code, grants] of Object.entries(ROLE_GRANTS)) {
    await db
      .insert(roles)
      .values({ code, nameKey: `role.${code}` })
      .onConflictDoNothing();
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    if (!role) continue;
    await db
      .insert(rolePermissions)
      .values(grants.map((permission) => ({ roleId: role.id, permission })))
      .onConflictDoNothing();
    // A permission taken away from a role in code is taken away in the database too.
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permission, [...grants])));
  }
  const idByUrl = new Map<string, number>();
  for (const [sort, entry] of MENU.entries()) {
    const values = {
      url: entry.url,
      titleKey: entry.titleKey,
      component: entry.component,
      icon: entry.icon,
      permission: entry.permission,
      sort,
      parentId: entry.parent ? (idByUrl.get(entry.parent) ?? null) : null,
    };
    const [row] = await db
      .insert(menus)
      .values(values)
      .onConflictDoUpdate({ target: menus.url, set: values })
      .returning({ id: menus.id });
    if (row) idByUrl.set(entry.url, row.id);
  }
}

/** The demo supplier and its admin user, and the support team's demo account, made once. */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (!(await findUserByEmail(db, DEMO_STAFF_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_STAFF_LOGIN.email,
      realName: 'Grace Lin',
      passwordHash: await hashPassword(DEMO_STAFF_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'support_agent',
    });
  if (await findUserByEmail(db, DEMO_LOGIN.email)) return false;
  await insertSupplierWithAdmin(
    db,
    {
      companyName: 'Harbor Fresh Foods Pty Ltd',
      country: 'AU',
      email: DEMO_LOGIN.email,
      realName: 'Olivia Bennett',
      jobTitle: 'export_manager',
      title: 'ms',
      passwordHash: await hashPassword(DEMO_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'supplier_admin',
      emailVerifiedAt: new Date(),
    },
    grantTrial,
  );
  return true;
}
