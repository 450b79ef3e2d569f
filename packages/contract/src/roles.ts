import { z } from 'zod';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, OkSchema, singleLineText } from './common.js';
import {
  PERMISSION_SCOPES,
  PERMISSIONS,
  type Permission,
  SCOPED_PERMISSIONS,
  SUPPLIER_ROLES,
} from './menu.js';
import { apiPaths } from './paths.js';

/** Company roles: built-in and custom, permission scopes, guards (issue 19). */

export const ROLE_LIMITS = {
  nameMax: 40,
  /** Custom roles one company may have. */
  customMax: 30,
} as const;

/**
 * Permissions every role carries: a user's own account and password, the menu, reference lists, the
 * home page and the support chat. The role editor shows them as always on; the server adds them.
 */
export const BASE_PERMISSIONS = [
  'account:read',
  'account:password',
  'menu:read',
  'reference:read',
  'home:read',
  'support:chat',
] as const satisfies readonly Permission[];

/**
 * The permissions a role editor shows, grouped by area of the portal. Every permission is in
 * exactly one group; `base` holds BASE_PERMISSIONS.
 */
export const PERMISSION_GROUPS = [
  { area: 'base', permissions: BASE_PERMISSIONS },
  { area: 'buyers', permissions: ['buyer:read', 'buyer:contact'] },
  { area: 'chat', permissions: ['chat:read', 'chat:write'] },
  { area: 'quotations', permissions: ['quotation:read', 'quotation:write'] },
  { area: 'rfq', permissions: ['rfq:read', 'rfq:quote'] },
  { area: 'products', permissions: ['catalogue:read', 'product:read', 'product:write', 'file:write'] },
  { area: 'company', permissions: ['showroom:read', 'showroom:write', 'company:read', 'company:write'] },
  { area: 'service', permissions: ['service:read', 'billing:pay'] },
  { area: 'team', permissions: ['team:manage', 'audit:read'] },
] as const satisfies readonly { area: string; permissions: readonly Permission[] }[];
export type PermissionArea = (typeof PERMISSION_GROUPS)[number]['area'];

/**
 * A permission that makes sense only with another: writing needs reading (the editor ticks the
 * read with the write; the server refuses a set that breaks this). Paired scoped permissions share
 * one scope (chat:write at `own` with chat:read at `own`).
 */
export const PERMISSION_REQUIRES: Partial<Record<Permission, Permission>> = {
  'buyer:contact': 'buyer:read',
  'chat:write': 'chat:read',
  'quotation:write': 'quotation:read',
  'rfq:quote': 'rfq:read',
  'product:write': 'product:read',
  'showroom:write': 'showroom:read',
  'company:write': 'company:read',
  'billing:pay': 'service:read',
};

/** One permission of a role, with its scope (`own` only for SCOPED_PERMISSIONS). */
export const RoleGrantSchema = z
  .object({
    permission: z.enum(PERMISSIONS, { error: 'validation.invalid' }),
    scope: z.enum(PERMISSION_SCOPES, { error: 'validation.invalid' }).default('company'),
  })
  .refine(
    (grant) =>
      grant.scope === 'company' || (SCOPED_PERMISSIONS as readonly string[]).includes(grant.permission),
    { error: 'validation.invalid', path: ['scope'] },
  );
export type RoleGrant = z.infer<typeof RoleGrantSchema>;

/** A role's permissions: each at most once, writes with their reads, paired scopes alike. */
export const RoleGrantsSchema = z
  .array(RoleGrantSchema)
  .max(PERMISSIONS.length, { error: 'validation.tooMany' })
  .superRefine((grants, issue) => {
    const byPermission = new Map(grants.map((grant) => [grant.permission, grant]));
    if (byPermission.size !== grants.length) {
      issue.addIssue({ code: 'custom', message: 'validation.invalid' });
      return;
    }
    for (const grant of grants) {
      const needed = PERMISSION_REQUIRES[grant.permission];
      if (!needed) continue;
      const read = byPermission.get(needed);
      if (!read || read.scope !== grant.scope)
        issue.addIssue({ code: 'custom', message: 'validation.invalid', path: [grant.permission] });
    }
  });
export type RoleGrants = z.infer<typeof RoleGrantsSchema>;

const RoleNameSchema = singleLineText(ROLE_LIMITS.nameMax).min(1, { error: 'validation.invalid' });

/** A role as the Roles page shows it. */
export const RoleSchema = z.object({
  id: z.number().int(),
  /** `owner`, `manager`… for built-in roles; `custom-…` for a company's own. */
  code: z.string(),
  /** The built-in role's name in the caller's language, or the custom role's own name. */
  name: z.string(),
  builtIn: z.boolean(),
  /** The built-in role a custom role was cloned from (null for built-in roles). */
  baseCode: z.enum(SUPPLIER_ROLES).nullable(),
  grants: z.array(RoleGrantSchema),
  /** Users of the company (active or disabled) holding the role. */
  userCount: z.number().int(),
  /** The caller holds this role. */
  isMine: z.boolean(),
  /** The caller may edit or delete it: a custom role they do not hold, within what they may grant. */
  isEditable: z.boolean(),
  /** The caller may give it to a colleague (not the owner role, nothing beyond what they hold). */
  isAssignable: z.boolean(),
  createdAt: z.string().nullable(),
});
export type Role = z.infer<typeof RoleSchema>;

export const RoleListSchema = z.object({
  /** Built-in roles first (owner, manager, sales, content, finance), then custom roles by name. */
  list: z.array(RoleSchema),
  /** How many more custom roles the company may make. */
  customLeft: z.number().int(),
});
export type RoleList = z.infer<typeof RoleListSchema>;

/** A new custom role: a copy of a built-in or custom role's permissions under a new name. */
export const CreateRoleSchema = z.object({
  fromRoleId: idNumber(),
  name: RoleNameSchema,
});
export type CreateRole = z.infer<typeof CreateRoleSchema>;

/** A custom role's new name and permissions (the base permissions are added by the server). */
export const UpdateRoleSchema = z.object({
  id: idNumber(),
  name: RoleNameSchema,
  grants: RoleGrantsSchema,
});
export type UpdateRole = z.input<typeof UpdateRoleSchema>;

/**
 * Deletes a custom role. While users hold it, `moveToRoleId` names the role they move to (refused
 * with ROLE_IN_USE without it).
 */
export const DeleteRoleSchema = z.object({
  id: idNumber(),
  moveToRoleId: idNumber().optional(),
});
export type DeleteRole = z.infer<typeof DeleteRoleSchema>;

export const roleCalls = callGroup('Roles', {
  list: {
    path: apiPaths.roleList,
    summary: "The company's roles: built-in and custom, their permissions and how many users hold each",
    body: EmptySchema,
    result: RoleListSchema,
  },
  create: {
    path: apiPaths.roleCreate,
    summary: 'Creates a custom role as a copy of another role (nothing beyond what the caller holds)',
    body: CreateRoleSchema,
    result: RoleSchema,
  },
  update: {
    path: apiPaths.roleUpdate,
    summary: "Renames a custom role and sets its permissions; its users' portals update live",
    body: UpdateRoleSchema,
    result: RoleSchema,
  },
  remove: {
    path: apiPaths.roleDelete,
    summary: 'Deletes a custom role, moving the users who hold it to another role',
    body: DeleteRoleSchema,
    result: OkSchema,
  },
});
