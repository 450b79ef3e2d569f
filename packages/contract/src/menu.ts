import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema } from './common.js';
import { apiPaths } from './paths.js';

/** Permission codes of supplier roles, checked by the server on every call; roles grant them. */
export const PERMISSIONS = [
  'account:read',
  'account:password',
  'menu:read',
  'reference:read',
  'catalogue:read',
  'product:read',
  'product:write',
  'file:write',
  'buyer:read',
  'buyer:contact',
  'service:read',
  'chat:read',
  'chat:write',
  'support:chat',
  'quotation:read',
  'quotation:write',
  'showroom:read',
  'showroom:write',
  'company:read',
  'company:write',
  'home:read',
  'billing:pay',
  'rfq:read',
  'rfq:quote',
  // Company users and roles (issue 19): invite, disable, assign roles, edit custom roles.
  'team:manage',
  // The company's own audit log (who invited, changed roles, paid...).
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permission codes of the platform team's roles (the console). */
export const STAFF_PERMISSIONS = [
  'console:support',
  'console:companies',
  'console:audit',
  'console:content',
  'console:billing',
  'console:referrals',
  'console:credentials',
  'console:rfq',
  'console:overview',
  'console:catalogue',
  'console:buyers',
  'console:suppliers',
  // Operator accounts, their roles and the console's two-factor sign-in (issue 19).
  'console:operators',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * Permissions that carry a scope: held at `own` scope, a user reaches only the rows they own (the
 * conversations handed to them, the quotations they wrote); at `company` scope, the company's.
 * Every other permission is company-wide. Enforced in the queries, not only in the menu.
 */
export const SCOPED_PERMISSIONS = ['chat:read', 'chat:write', 'quotation:read', 'quotation:write'] as const;
export type ScopedPermission = (typeof SCOPED_PERMISSIONS)[number];
export const PERMISSION_SCOPES = ['own', 'company'] as const;
export type PermissionScope = (typeof PERMISSION_SCOPES)[number];

/**
 * Built-in roles of a supplier company. `owner` holds everything including billing; exactly one user
 * per company holds it, and it moves only by a transfer the new owner accepts. Custom roles are
 * cloned from these.
 */
export const SUPPLIER_ROLES = ['owner', 'manager', 'sales', 'content', 'finance'] as const;
export type SupplierRole = (typeof SUPPLIER_ROLES)[number];

/** Built-in roles of the platform team (the console); `platform_admin` manages operators. */
export const STAFF_ROLES = [
  'platform_admin',
  'support_agent',
  'content_editor',
  'billing_manager',
  'verification_officer',
  'catalogue_editor',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Permission codes of the buyer role (the buyers' app). */
export const BUYER_PERMISSIONS = ['buyerApp:chat', 'buyerApp:rfq'] as const;
export type BuyerPermission = (typeof BUYER_PERMISSIONS)[number];

export type MenuEntry = {
  id: number;
  url: string;
  menuName: string;
  titleKey: string;
  component: string;
  icon: string | null;
  children?: MenuEntry[];
};

/** One entry of the role-based menu (SPEC 3): the web builds its routes from these. */
export const MenuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    url: z.string().describe('Route path, e.g. /index; the route name is the url without its leading slash'),
    menuName: z.string().describe("Page title in the caller's language"),
    titleKey: z
      .string()
      .describe('Catalog key of the title, so the client can re-translate on a language switch'),
    component: z.string().describe('Name of the page component the web app renders; "Layout" for groups'),
    icon: z.string().nullable(),
    children: z.array(MenuEntrySchema).optional(),
  }),
);
export const MenuListSchema = z.array(MenuEntrySchema);
export type MenuList = z.infer<typeof MenuListSchema>;

export const RoleMenuSchema = z.object({
  roles: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      /** A built-in role's name in the caller's language, or a custom role's own name. */
      name: z.string(),
      builtIn: z.boolean(),
    }),
  ),
  permissions: z.array(z.string()),
  /** The scoped permissions the caller holds at `own` scope only (their own conversations, quotations). */
  ownScope: z.array(z.string()),
});
export type RoleMenu = z.infer<typeof RoleMenuSchema>;

/** What the signed-in user may see: the menu the web builds its routes from, roles and permissions. */
export const menuCalls = callGroup('Menus', {
  menu: {
    path: apiPaths.menuList,
    summary: "The caller's role-based menu; the web builds its routes from it",
    body: EmptySchema,
    result: MenuListSchema,
  },
  roles: {
    path: apiPaths.roleMenuList,
    summary: "The caller's roles and permission codes",
    body: EmptySchema,
    result: RoleMenuSchema,
  },
});
