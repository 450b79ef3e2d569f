import type { MenuEntry } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { menuToRoutes } from './menuToRoutes';

let nextId = 1;
function entry(url: string, component: string, children?: MenuEntry[]): MenuEntry {
  return { id: nextId++, url, menuName: url, titleKey: `menu.${url}`, component, icon: null, children };
}
const known = (component: string) =>
  ['Welcome', 'ChangePassword', 'Information', 'Credentials'].includes(component);
const shape = (routes: ReturnType<typeof menuToRoutes>): unknown =>
  routes.map((route) => ({ id: route.id, path: route.path, children: shape(route.children) }));

describe('menuToRoutes', () => {
  it('makes a route per page named after its url and flattens Layout groups', () => {
    const menu = [
      entry('/index', 'Welcome'),
      entry('/account', 'Layout', [entry('/changePassword', 'ChangePassword')]),
    ];
    expect(shape(menuToRoutes(menu, known))).toEqual([
      { id: 'index', path: 'index', children: [] },
      { id: 'changePassword', path: 'changePassword', children: [] },
    ]);
  });

  it('adds the children of a page recursively, relative or absolute', () => {
    const menu = [
      entry('/information', 'Information', [
        entry('credentials', 'Credentials'),
        entry('/information/invite', 'Credentials'),
      ]),
    ];
    expect(shape(menuToRoutes(menu, known))).toEqual([
      {
        id: 'information',
        path: 'information',
        children: [
          { id: 'information/credentials', path: 'credentials', children: [] },
          { id: 'information/invite', path: 'invite', children: [] },
        ],
      },
    ]);
  });

  it('skips unknown components, duplicates and paths the fixed routes own', () => {
    const menu = [
      entry('/index', 'Welcome'),
      entry('/buyersList', 'BuyersList'),
      entry('/index', 'Welcome'),
      entry('/login', 'Welcome'),
      entry('/', 'Welcome'),
    ];
    expect(menuToRoutes(menu, known).map((route) => route.id)).toEqual(['index']);
  });
});
