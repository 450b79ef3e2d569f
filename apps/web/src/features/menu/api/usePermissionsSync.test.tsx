// @vitest-environment jsdom
import { apiPaths, type MenuEntry, type RoleMenu } from '@sc/contract';
import { act, screen } from '@testing-library/react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { useSession } from '../../../lib/useSession';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { menuPages } from '../menuTree';
import { usePermissionsSync } from './usePermissionsSync';
import { useRoleMenu } from './useRoleMenu';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

// The server's side of the socket: the test fires the events it would emit.
const serverEvents = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());
vi.mock('socket.io-client', () => ({
  io: () => ({
    connected: true,
    on: (event: string, handler: (...args: unknown[]) => void) => serverEvents.set(event, handler),
    // The connection's manager: `reconnect` when the socket is back after a drop.
    io: {
      on: (event: string, handler: (...args: unknown[]) => void) =>
        serverEvents.set(`manager:${event}`, handler),
      off: (event: string) => serverEvents.delete(`manager:${event}`),
    },
    emit: () => undefined,
    disconnect: () => undefined,
    removeAllListeners: () => serverEvents.clear(),
  }),
}));

const shown = { timeout: 10_000 };

const entry = (url: string, menuName: string, component: string, children?: MenuEntry[]): MenuEntry => ({
  id: url.length,
  url,
  menuName,
  titleKey: `menu.${component}`,
  component,
  icon: null,
  ...(children ? { children } : {}),
});
const home = entry('/index', 'Home', 'Welcome');
const products = entry('/products', 'Products', 'Layout', [
  entry('/myProducts', 'My products', 'MyProducts'),
]);
const messages = entry('/communicate', 'Messages', 'Communicate');

/**
 * What the portal shows of the session: routes built from the stored menu as the app builds them
 * (an address outside them goes to the not-found page), its menu pages, the permissions it knows.
 */
function Portal() {
  usePermissionsSync(true);
  const { menu } = useSession();
  const location = useLocation();
  const roleMenu = useRoleMenu();
  const page = useRoutes([
    ...menuPages(menu).map((item) => ({ path: item.url, element: <h1>{item.menuName}</h1> })),
    { path: '/404', element: <h1>Not found</h1> },
    { path: '*', element: <Navigate to="/404" replace /> },
  ]);
  return (
    <main>
      {page}
      <p data-testid="path">{location.pathname}</p>
      <ul aria-label="menu">
        {menuPages(menu).map((page) => (
          <li key={page.url}>{page.menuName}</li>
        ))}
      </ul>
      <p data-testid="permissions">{roleMenu.data?.permissions.join(' ') ?? ''}</p>
    </main>
  );
}

function roleMenu(permissions: string[]): RoleMenu {
  return {
    roles: [{ id: 9, code: 'custom-1', name: 'Catalogue team', builtIn: false }],
    permissions,
    ownScope: [],
  };
}

/** The server tells this user's open portal that their permissions changed. */
async function permissionsChange() {
  const { connectSocket } = await import('../../../lib/socket');
  connectSocket('token');
  await act(async () => {
    serverEvents.get('permissions:changed')?.();
  });
}

/** The socket drops and comes back: whatever the server said meanwhile never arrived. */
async function socketReconnects() {
  const { connectSocket } = await import('../../../lib/socket');
  connectSocket('token');
  await act(async () => {
    serverEvents.get('manager:reconnect')?.();
  });
}

const menuNames = () =>
  Array.from(screen.getByRole('list', { name: 'menu' }).querySelectorAll('li'), (item) => item.textContent);

describe('a live permission change', () => {
  beforeEach(() => {
    fakeServer.reset();
    serverEvents.clear();
    sessionStore.saveLogin({
      access_token: 'token',
      token_type: 'bearer',
      expires_in: 3600,
      adminId: 7,
      adminCode: 'ABCDEFGHJK',
      supplierId: 3,
      realName: 'Li Wei',
      email: 'li.wei@example.com',
    });
    sessionStore.saveMenu([home, products]);
  });
  afterEach(async () => {
    const { disconnectSocket } = await import('../../../lib/socket');
    disconnectSocket();
    sessionStore.clear();
  });

  it('refetches the menu and the permissions: the menu gains Messages, the page stays, nobody signs out', async () => {
    let permissions = ['menu:read', 'product:read'];
    fakeServer.on(apiPaths.roleMenuList, () => roleMenu(permissions));
    fakeServer.on(apiPaths.menuList, () => [home, products, messages]);
    renderWithApp(<Portal />, { at: '/myProducts' });
    expect(await screen.findByText('menu:read product:read', {}, shown)).toBeTruthy();
    expect(menuNames()).toEqual(['Home', 'My products']);

    permissions = ['menu:read', 'product:read', 'chat:read'];
    await permissionsChange();

    expect(await screen.findByText('Messages', {}, shown)).toBeTruthy();
    expect(menuNames()).toEqual(['Home', 'My products', 'Messages']);
    expect(await screen.findByText('menu:read product:read chat:read', {}, shown)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/myProducts');
    expect(sessionStore.get()).toMatchObject({ isLoggedIn: true, token: 'token' });
    expect(
      await screen.findByText(
        'Your permissions were changed: the menu now shows what you may use.',
        {},
        shown,
      ),
    ).toBeTruthy();
  });

  it('goes home, saying why, when the page on screen is no longer in the menu', async () => {
    fakeServer.on(apiPaths.roleMenuList, () => roleMenu(['menu:read']));
    fakeServer.on(apiPaths.menuList, () => [home, messages]);
    renderWithApp(<Portal />, { at: '/myProducts' });
    expect(await screen.findByRole('heading', { name: 'My products' }, shown)).toBeTruthy();

    await permissionsChange();

    expect(await screen.findByText('You no longer have access to that page.', {}, shown)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home' }, shown)).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/index');
    expect(menuNames()).toEqual(['Home', 'Messages']);
    expect(sessionStore.get().menu.map((item) => item.url)).toEqual(['/index', '/communicate']);
  });

  it('after a reconnect, applies a change it missed: the menu gains Messages and says so', async () => {
    let permissions = ['menu:read', 'product:read'];
    let menu = [home, products];
    fakeServer.on(apiPaths.roleMenuList, () => roleMenu(permissions));
    fakeServer.on(apiPaths.menuList, () => menu);
    renderWithApp(<Portal />, { at: '/myProducts' });
    expect(await screen.findByText('menu:read product:read', {}, shown)).toBeTruthy();

    // Changed while the socket was away: no permissions:changed reached this portal.
    permissions = ['menu:read', 'product:read', 'chat:read'];
    menu = [home, products, messages];
    await socketReconnects();

    expect(await screen.findByText('Messages', {}, shown)).toBeTruthy();
    expect(await screen.findByText('menu:read product:read chat:read', {}, shown)).toBeTruthy();
    expect(
      await screen.findByText(
        'Your permissions were changed: the menu now shows what you may use.',
        {},
        shown,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/myProducts');
  });

  it('after a reconnect, applies a missed change of permission codes alone (same menu)', async () => {
    let permissions = ['menu:read', 'product:read', 'product:write'];
    fakeServer.on(apiPaths.roleMenuList, () => roleMenu(permissions));
    fakeServer.on(apiPaths.menuList, () => [home, products]);
    renderWithApp(<Portal />, { at: '/myProducts' });
    expect(await screen.findByText('menu:read product:read product:write', {}, shown)).toBeTruthy();

    permissions = ['menu:read', 'product:read'];
    await socketReconnects();

    expect(await screen.findByText('menu:read product:read', {}, shown)).toBeTruthy();
    expect(
      await screen.findByText(
        'Your permissions were changed: the menu now shows what you may use.',
        {},
        shown,
      ),
    ).toBeTruthy();
  });

  it('after a reconnect with nothing changed, checks and says nothing', async () => {
    fakeServer.on(apiPaths.roleMenuList, () => roleMenu(['menu:read', 'product:read']));
    fakeServer.on(apiPaths.menuList, () => [home, products]);
    renderWithApp(<Portal />, { at: '/myProducts' });
    expect(await screen.findByText('menu:read product:read', {}, shown)).toBeTruthy();
    const rolesAsked = fakeServer.sentTo(apiPaths.roleMenuList).length;

    await socketReconnects();

    await vi.waitFor(() => expect(fakeServer.sentTo(apiPaths.menuList).length).toBe(1), shown);
    await vi.waitFor(
      () => expect(fakeServer.sentTo(apiPaths.roleMenuList).length).toBe(rolesAsked + 1),
      shown,
    );
    // Settled: nothing to apply, so no message and no refetch of what is on screen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      screen.queryByText('Your permissions were changed: the menu now shows what you may use.'),
    ).toBeNull();
    expect(fakeServer.sentTo(apiPaths.roleMenuList).length).toBe(rolesAsked + 1);
    expect(menuNames()).toEqual(['Home', 'My products']);
  });
});
