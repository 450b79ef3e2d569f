// @vitest-environment jsdom
import {
  apiPaths,
  BASE_PERMISSIONS,
  type Permission,
  type Role,
  type RoleGrant,
  type RoleMenu,
  type UpdateRole,
} from '@sc/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { TeamRolesPage } from './TeamRolesPage';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

const company = (permission: Permission): RoleGrant => ({ permission, scope: 'company' });
const own = (permission: Permission): RoleGrant => ({ permission, scope: 'own' });
const base = BASE_PERMISSIONS.map(company);

function role(overrides: Partial<Role> & Pick<Role, 'id' | 'code' | 'name'>): Role {
  return {
    builtIn: false,
    baseCode: null,
    grants: base,
    userCount: 0,
    isMine: false,
    isEditable: false,
    isAssignable: true,
    createdAt: null,
    ...overrides,
  };
}

const sales = role({
  id: 3,
  code: 'sales',
  name: 'Sales',
  builtIn: true,
  userCount: 2,
  grants: [...base, company('buyer:read'), own('chat:read'), own('chat:write')],
});
const keyAccounts = role({
  id: 12,
  code: 'custom-1',
  name: 'Key accounts',
  baseCode: 'sales',
  userCount: 1,
  isEditable: true,
  grants: [...base, company('buyer:read')],
});

/** The signed-in user: a team lead who manages the team but reads only their own conversations. */
const teamLead: RoleMenu = {
  roles: [{ id: 20, code: 'custom-2', name: 'Team lead', builtIn: false }],
  permissions: [...BASE_PERMISSIONS, 'buyer:read', 'chat:read', 'chat:write', 'team:manage'],
  ownScope: ['chat:read', 'chat:write'],
};

describe('the Roles page', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.roleList, () => ({ list: [sales, keyAccounts], customLeft: 29 }));
    fakeServer.on(apiPaths.roleMenuList, () => teamLead);
  });

  it('shows the built-in roles read-only and the company roles with how many users hold them', async () => {
    const { user } = renderWithApp(<TeamRolesPage />);
    const salesCard = await screen.findByTestId('role-card-sales', {}, shown);
    expect(within(salesCard).getByText('2 users')).toBeTruthy();
    expect(within(salesCard).getByText('Messages · own only')).toBeTruthy();
    expect(within(salesCard).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(screen.getByTestId('role-card-custom-1')).getByText('1 user')).toBeTruthy();
    expect(screen.getByText('You can add 29 more roles.')).toBeTruthy();

    await user.click(within(salesCard).getByRole('button', { name: /Permissions/ }));
    const editor = await screen.findByTestId('role-editor', {}, shown);
    expect(
      within(editor).getByText('Built-in roles cannot be changed. Copy it to make your own.'),
    ).toBeTruthy();
    expect(within(editor).getByText('Whose: Only the conversations they own')).toBeTruthy();
    expect(within(editor).queryByRole('checkbox')).toBeNull();
  });

  it('edits a role within what the user holds: a write brings its read, the scope stays their own', async () => {
    fakeServer.on(apiPaths.roleUpdate, (body) => ({
      ...keyAccounts,
      ...(body as UpdateRole),
    }));
    const { user } = renderWithApp(<TeamRolesPage />);
    const card = await screen.findByTestId('role-card-custom-1', {}, shown);
    await user.click(within(card).getByRole('button', { name: /Edit/ }));
    const editor = await screen.findByTestId('role-editor', {}, shown);
    expect(
      within(editor).getByText('1 user holds this role: their menu changes as soon as you save.'),
    ).toBeTruthy();

    // Not held by the user: cannot be ticked.
    const paying = within(editor).getByRole('checkbox', {
      name: 'Buy and renew packages',
    }) as HTMLInputElement;
    expect(paying.disabled).toBe(true);
    await user.click(within(editor).getByRole('checkbox', { name: 'Write to buyers' }));
    expect(
      (within(editor).getByRole('checkbox', { name: 'Read conversations with buyers' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    // The user reads only their own conversations: they cannot grant the whole company's.
    const scope = within(editor).getByTestId('scope-chat');
    expect(
      (within(scope).getByRole('radio', { name: "All of the company's conversations" }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    await user.click(within(scope).getByRole('radio', { name: 'Only the conversations they own' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role saved. Its users see the change at once.', {}, shown)).toBeTruthy();
    const [sent] = fakeServer.sentTo(apiPaths.roleUpdate) as UpdateRole[];
    expect(sent?.name).toBe('Key accounts');
    expect(sent?.grants.filter((grant) => !BASE_PERMISSIONS.includes(grant.permission as never))).toEqual([
      company('buyer:read'),
      own('chat:read'),
      own('chat:write'),
    ]);
  });
});
