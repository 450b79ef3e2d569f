import {
  BUYER_PERMISSIONS,
  PERMISSIONS,
  type Permission,
  SCOPED_PERMISSIONS,
  type ScopedPermission,
  STAFF_PERMISSIONS,
  SUPPLIER_ROLES,
  TRIAL,
} from '@sc/contract';
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
import { seedServicePackages } from './seedServicePackages.js';

export const DEMO_LOGIN = { email: 'demo@suppliercloud.test', password: 'Demo#2026' } as const;
/** The platform team's demo account (console: support inbox). */
export const DEMO_STAFF_LOGIN = { email: 'support@suppliercloud.test', password: 'Support#2026' } as const;
/** The platform team's content editor (console: notices, What's New, FAQ). */
export const DEMO_EDITOR_LOGIN = { email: 'editor@suppliercloud.test', password: 'Editor#2026' } as const;
/** The verification team's demo account (credential review; confirms another member's revocation). */
export const DEMO_REVIEWER_LOGIN = { email: 'reviewer@suppliercloud.test', password: 'Review#2026' } as const;
/** The catalogue team's demo account (master products, imports, brands, categories, attribute lists). */
export const DEMO_CATALOGUE_LOGIN = {
  email: 'catalogue@suppliercloud.test',
  password: 'Catalogue#2026',
} as const;
/** The platform administrator's demo account (operators, their roles and two-factor sign-in; every section). */
export const DEMO_ADMIN_LOGIN = { email: 'admin@suppliercloud.test', password: 'Admin#2026' } as const;
/** The finance team's demo account (packages, orders, refunds, grants, settlement report). */
export const DEMO_BILLING_LOGIN = { email: 'finance@suppliercloud.test', password: 'Finance#2026' } as const;

/** The permissions a supplier's signed-in user always needs (their own account, menu, reference lists). */
const SUPPLIER_BASE: readonly Permission[] = [
  'account:read',
  'account:password',
  'menu:read',
  'reference:read',
  'home:read',
  'support:chat',
];

/**
 * Built-in roles and their permissions. Seeded at every start: a permission taken away here is taken
 * away in the database too. Supplier roles are the same for every company; custom roles are a
 * company's own copies (team work of issue 19).
 */
const ROLE_GRANTS: Record<string, readonly string[]> = {
  owner: PERMISSIONS,
  // Everything but paying: a manager runs the team and the trade, the owner the money.
  manager: PERMISSIONS.filter((permission) => permission !== 'billing:pay'),
  sales: [
    ...SUPPLIER_BASE,
    'catalogue:read',
    'product:read',
    'file:write',
    'company:read',
    'showroom:read',
    'service:read',
    'buyer:read',
    'buyer:contact',
    'chat:read',
    'chat:write',
    'quotation:read',
    'quotation:write',
    'rfq:read',
    'rfq:quote',
  ],
  // Products and the showroom; no chat, no buyer contacts.
  content: [
    ...SUPPLIER_BASE,
    'catalogue:read',
    'product:read',
    'product:write',
    'file:write',
    'showroom:read',
    'showroom:write',
  ],
  finance: [...SUPPLIER_BASE, 'company:read', 'service:read', 'billing:pay'],
  buyer: BUYER_PERMISSIONS,
  platform_admin: STAFF_PERMISSIONS,
  // Support runs buyers and suppliers (block, suspend) but does not edit the catalogue.
  support_agent: STAFF_PERMISSIONS.filter(
    (permission) =>
      permission !== 'console:content' &&
      permission !== 'console:billing' &&
      permission !== 'console:catalogue' &&
      permission !== 'console:operators',
  ),
  // Authors notices and FAQ, and moderates the RFQ market.
  content_editor: ['console:overview', 'console:content', 'console:rfq', 'console:audit'],
  billing_manager: ['console:overview', 'console:billing', 'console:audit'],
  // Checks credentials and flagged referrals; a revocation needs two of the team (e.g. with support).
  verification_officer: ['console:overview', 'console:credentials', 'console:referrals', 'console:audit'],
  // Keeps the master catalogue: products, imports, brands, categories and attribute lists.
  catalogue_editor: ['console:overview', 'console:catalogue', 'console:audit'],
};

/** Built-in roles that hold some scoped permissions at `own` scope only (every other grant is company-wide). */
const OWN_SCOPE_GRANTS: Record<string, readonly ScopedPermission[]> = {
  sales: SCOPED_PERMISSIONS,
};

const ROLE_AUDIENCE = (code: string): 'supplier' | 'staff' | 'buyer' =>
  (SUPPLIER_ROLES as readonly string[]).includes(code) ? 'supplier' : code === 'buyer' ? 'buyer' : 'staff';

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
    url: '/company',
    titleKey: 'menu.company',
    component: 'Company',
    icon: 'IdcardOutlined',
    permission: 'company:read',
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
  { url: '/rfq', titleKey: 'menu.rfq', component: 'Layout', icon: 'FileSearchOutlined', permission: null },
  {
    url: '/rfqList',
    titleKey: 'menu.rfqList',
    component: 'RfqList',
    icon: 'SolutionOutlined',
    permission: 'rfq:read',
    parent: '/rfq',
  },
  {
    url: '/rfqMyQuotes',
    titleKey: 'menu.rfqMyQuotes',
    component: 'RfqMyQuotes',
    icon: 'CheckSquareOutlined',
    permission: 'rfq:read',
    parent: '/rfq',
  },
  {
    url: '/productRanking',
    titleKey: 'menu.productRanking',
    component: 'ProductRanking',
    icon: 'RiseOutlined',
    permission: 'rfq:read',
    parent: '/rfq',
  },
  {
    url: '/information',
    titleKey: 'menu.information',
    component: 'Layout',
    icon: 'InfoCircleOutlined',
    permission: null,
  },
  {
    url: '/information/introduction',
    titleKey: 'menu.introduction',
    component: 'Introduction',
    icon: 'FileTextOutlined',
    permission: 'company:read',
    parent: '/information',
  },
  {
    url: '/information/credentials',
    titleKey: 'menu.credentials',
    component: 'Credentials',
    icon: 'SafetyCertificateOutlined',
    permission: 'company:read',
    parent: '/information',
  },
  {
    url: '/information/invite',
    titleKey: 'menu.invite',
    component: 'Invite',
    icon: 'TeamOutlined',
    permission: 'company:read',
    parent: '/information',
  },
  {
    url: '/notice',
    titleKey: 'menu.notice',
    component: 'Notice',
    icon: 'NotificationOutlined',
    permission: 'home:read',
    parent: '/information',
  },
  {
    url: '/faq',
    titleKey: 'menu.faq',
    component: 'Faq',
    icon: 'QuestionCircleOutlined',
    permission: 'home:read',
    parent: '/information',
  },
  {
    url: '/service',
    titleKey: 'menu.service',
    component: 'Layout',
    icon: 'CreditCardOutlined',
    permission: null,
  },
  {
    url: '/pay',
    titleKey: 'menu.pay',
    component: 'Pay',
    icon: 'ShoppingCartOutlined',
    permission: 'service:read',
    parent: '/service',
  },
  {
    url: '/settlement',
    titleKey: 'menu.settlement',
    component: 'Settlement',
    icon: 'FileDoneOutlined',
    permission: 'service:read',
    parent: '/service',
  },
  {
    url: '/system',
    titleKey: 'menu.system',
    component: 'Layout',
    icon: 'ApartmentOutlined',
    permission: null,
  },
  {
    url: '/system/users',
    titleKey: 'menu.users',
    component: 'TeamUsers',
    icon: 'UserAddOutlined',
    permission: 'team:manage',
    parent: '/system',
  },
  {
    url: '/system/roles',
    titleKey: 'menu.roles',
    component: 'TeamRoles',
    icon: 'SafetyOutlined',
    permission: 'team:manage',
    parent: '/system',
  },
  {
    url: '/system/audit',
    titleKey: 'menu.auditLog',
    component: 'CompanyAudit',
    icon: 'AuditOutlined',
    permission: 'audit:read',
    parent: '/system',
  },
];

/**
 * Plants the category tree on a database that has none. Once there, the tree is the platform team's:
 * renames, moves, new and removed categories in the console are never undone by a restart.
 */
async function seedCategories(db: Database): Promise<void> {
  // The tree is planted once; from then on it belongs to the console (renames, moves, removals).
  const [planted] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (planted) return;
  let sort = 0;
  const insert = async (node: CategorySeed, parentId: number | null) => {
    const [row] = await db
      .insert(categories)
      .values({ code: node.code, nameEn: node.en, nameZh: node.zh, nameJa: node.ja, parentId, sort: sort++ })
      .returning({ id: categories.id });
    for (const child of node.children ?? []) await insert(child, row?.id ?? null);
  };
  for (const node of CATEGORY_TREE) await insert(node, null);
}

/** Roles, their permissions, the menu and the category tree; safe to run at every start (upserts). */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCategories(db);
  for (const [code, grants] of Object.entries(ROLE_GRANTS)) {
    await db
      .insert(roles)
      .values({ code, nameKey: `role.${code}`, audience: ROLE_AUDIENCE(code) })
      .onConflictDoNothing();
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    if (!role) continue;
    const ownScope: readonly string[] = OWN_SCOPE_GRANTS[code] ?? [];
    for (const permission of grants) {
      const scope = ownScope.includes(permission) ? 'own' : 'company';
      await db
        .insert(rolePermissions)
        .values({ roleId: role.id, permission, scope })
        .onConflictDoUpdate({ target: [rolePermissions.roleId, rolePermissions.permission], set: { scope } });
    }
    // A permission taken away from a role in code is taken away in the database too.
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role.id), notInArray(rolePermissions.permission, [...grants])));
  }
  await seedServicePackages(db);
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
  if (!(await findUserByEmail(db, DEMO_EDITOR_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_EDITOR_LOGIN.email,
      realName: 'Kenji Mori',
      passwordHash: await hashPassword(DEMO_EDITOR_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'content_editor',
    });
  if (!(await findUserByEmail(db, DEMO_BILLING_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_BILLING_LOGIN.email,
      realName: 'Priya Nair',
      passwordHash: await hashPassword(DEMO_BILLING_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'billing_manager',
    });
  if (!(await findUserByEmail(db, DEMO_REVIEWER_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_REVIEWER_LOGIN.email,
      realName: 'Tomás Reyes',
      passwordHash: await hashPassword(DEMO_REVIEWER_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'verification_officer',
    });
  if (!(await findUserByEmail(db, DEMO_ADMIN_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_ADMIN_LOGIN.email,
      realName: 'Amara Okafor',
      passwordHash: await hashPassword(DEMO_ADMIN_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'platform_admin',
    });
  if (!(await findUserByEmail(db, DEMO_CATALOGUE_LOGIN.email)))
    await insertStaffUser(db, {
      email: DEMO_CATALOGUE_LOGIN.email,
      realName: 'Lena Fischer',
      passwordHash: await hashPassword(DEMO_CATALOGUE_LOGIN.password),
      adminCode: newPublicCode(),
      roleCode: 'catalogue_editor',
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
      roleCode: 'owner',
      emailVerifiedAt: new Date(),
    },
    (tx, supplierId) => grantTrial(tx, supplierId, TRIAL, new Date()),
  );
  return true;
}
