import type { MenuEntry } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, findMenuPage, homePathOf, menuPages } from './menuTree';

const changePassword: MenuEntry = {
  id: 3,
  url: '/changePassword',
  menuName: 'Change password',
  titleKey: 'menu.changePassword',
  component: 'ChangePassword',
  icon: 'LockOutlined',
};
const menu: MenuEntry[] = [
  {
    id: 1,
    url: '/index',
    menuName: 'Home',
    titleKey: 'menu.home',
    component: 'Welcome',
    icon: 'HomeOutlined',
  },
  {
    id: 2,
    url: '/account',
    menuName: 'Account',
    titleKey: 'menu.account',
    component: 'Layout',
    icon: 'UserOutlined',
    children: [changePassword],
  },
];

describe('menu tree', () => {
  it('lists pages without their groups, in menu order', () => {
    expect(menuPages(menu).map((page) => page.url)).toEqual(['/index', '/changePassword']);
  });

  it('finds the page of a path, ignoring case and a trailing slash', () => {
    expect(findMenuPage(menu, '/changepassword/')?.id).toBe(3);
    expect(findMenuPage(menu, '/index/details')?.id).toBe(1);
    expect(findMenuPage(menu, '/account')).toBeNull();
  });

  it('finds the groups around a nested page', () => {
    expect(ancestorsOf(menu, '/changePassword').map((entry) => entry.id)).toEqual([2]);
    expect(ancestorsOf(menu, '/index')).toEqual([]);
  });

  it('lands on /index when the menu has it, else on the first page', () => {
    expect(homePathOf(menu)).toBe('/index');
    expect(homePathOf([menu[1] as MenuEntry])).toBe('/changePassword');
    expect(homePathOf([])).toBe('/index');
  });
});
