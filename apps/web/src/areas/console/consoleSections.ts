import type { StaffPermission } from '@sc/contract';
import { consolePaths } from '../../lib/paths';

/** The console's sections, each behind the permission its calls need (the first one a member may use is home). */
export const CONSOLE_SECTIONS = [
  { to: consolePaths.overview, key: 'consoleOverview.nav', end: false, permission: 'console:overview' },
  { to: consolePaths.inbox, key: 'console.nav.inbox', end: false, permission: 'console:support' },
  { to: consolePaths.suppliers, key: 'consoleSuppliers.nav', end: false, permission: 'console:suppliers' },
  { to: consolePaths.buyers, key: 'consoleBuyers.nav', end: false, permission: 'console:buyers' },
  { to: consolePaths.catalogue, key: 'consoleCatalogue.nav', end: false, permission: 'console:catalogue' },
  // Catalogue and buyer imports; the page shows the kinds the member may run.
  {
    to: consolePaths.imports,
    key: 'consoleImports.nav',
    end: false,
    permission: ['console:catalogue', 'console:buyers'],
  },
  {
    to: consolePaths.changeRequests,
    key: 'console.nav.changeRequests',
    end: false,
    permission: 'console:companies',
  },
  { to: consolePaths.content, key: 'console.nav.content', end: false, permission: 'console:content' },
  { to: consolePaths.billing, key: 'consoleBilling.nav', end: false, permission: 'console:billing' },
  {
    to: consolePaths.referrals,
    key: 'affiliate.console.nav',
    end: false,
    permission: 'console:referrals',
  },
  {
    to: consolePaths.credentials,
    key: 'consoleCredentials.nav',
    end: false,
    permission: 'console:credentials',
  },
  { to: consolePaths.rfq, key: 'consoleRfq.nav', end: false, permission: 'console:rfq' },
  { to: consolePaths.operators, key: 'operators.nav', end: false, permission: 'console:operators' },
  { to: consolePaths.audit, key: 'console.nav.audit', end: false, permission: 'console:audit' },
] as const satisfies readonly {
  to: string;
  key: string;
  end: boolean;
  /** One permission, or a list of which any one will do. */
  permission: StaffPermission | readonly StaffPermission[];
}[];

function allows(permissions: readonly string[], needed: string | readonly string[]) {
  return typeof needed === 'string'
    ? permissions.includes(needed)
    : needed.some((p) => permissions.includes(p));
}

/** The sections a team member may open, in menu order. */
export function sectionsFor(permissions: readonly string[]) {
  return CONSOLE_SECTIONS.filter((section) => allows(permissions, section.permission));
}

/** Whether a team member may open the section at `to`. */
export function mayOpenSection(permissions: readonly string[], to: string) {
  return sectionsFor(permissions).some((section) => section.to === to);
}
