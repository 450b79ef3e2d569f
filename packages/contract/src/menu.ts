import { z } from 'zod';

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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permission codes of the platform team's roles (the console). */
export const STAFF_PERMISSIONS = ['console:support'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** Permission codes of the buyer role (the buyers' app). */
export const BUYER_PERMISSIONS = ['buyerApp:chat'] as const;
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

export const RoleMenuSchema = z.object({
  roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  permissions: z.array(z.string()),
});
export type RoleMenu = z.infer<typeof RoleMenuSchema>;
