import type { StaffPermission } from '@sc/contract';
import { consolePaths } from '../../lib/paths';

/** The console's sections, each behind the permission its calls need. */
export const CONSOLE_SECTIONS = [
  { to: consolePaths.root, key: 'console.nav.inbox', end: true, permission: 'console:support' },
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
  { to: consolePaths.audit, key: 'console.nav.audit', end: false, permission: 'console:audit' },
] as const satisfies readonly { to: string; key: string; end: boolean; permission: StaffPermission }[];

/** The sections a team member may open, in menu order. */
export function sectionsFor(permissions: readonly string[]) {
  return CONSOLE_SECTIONS.filter((section) => permissions.includes(section.permission));
}
