import { BASE_PERMISSIONS, PERMISSION_GROUPS, PERMISSIONS, type RoleGrant } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { ja } from '../../locales/ja';
import { zh } from '../../locales/zh';
import {
  areasOf,
  formStateOf,
  grantsOf,
  mayGrantAll,
  mayGrantCompanyScope,
  permissionLabelKey,
  setAreaScope,
  togglePermission,
} from './roleForm';

const sales: RoleGrant[] = [
  ...BASE_PERMISSIONS.map((permission) => ({ permission, scope: 'company' as const })),
  { permission: 'buyer:read', scope: 'company' },
  { permission: 'chat:read', scope: 'own' },
  { permission: 'chat:write', scope: 'own' },
];

describe('the role editor', () => {
  it('labels every permission, area and scope in English, Chinese and Japanese', () => {
    for (const catalog of [en, zh, ja]) {
      const labels: Record<string, string> = catalog.roles.permission;
      for (const permission of PERMISSIONS) {
        const key = permissionLabelKey(permission).replace('roles.permission.', '');
        expect(labels[key], permission).toBeTruthy();
      }
      for (const { area } of PERMISSION_GROUPS) expect(catalog.roles.area[area], area).toBeTruthy();
      expect(Object.keys(catalog.roles.scope)).toEqual(['chat', 'quotations']);
    }
    // Every permission sits in exactly one group.
    expect(PERMISSION_GROUPS.flatMap((group) => group.permissions).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('ticks a read with its write, drops the writes with their read, and keeps the basics', () => {
    let state = formStateOf(sales);
    state = togglePermission(state, 'quotation:write', true);
    expect(state.checked.has('quotation:read')).toBe(true);
    state = togglePermission(state, 'chat:read', false);
    expect(state.checked.has('chat:write')).toBe(false);
    state = togglePermission(state, 'menu:read', false);
    expect(state.checked.has('menu:read')).toBe(true);
    expect(grantsOf(state).map((grant) => grant.permission)).toEqual([
      ...BASE_PERMISSIONS,
      'buyer:read',
      'quotation:read',
      'quotation:write',
    ]);
  });

  it('gives both permissions of an area one scope, as the role had it', () => {
    const state = formStateOf(sales);
    expect(state.scopes).toEqual({ chat: 'own', quotations: 'company' });
    const widened = setAreaScope(state, 'chat', 'company');
    expect(grantsOf(widened).filter((grant) => grant.permission.startsWith('chat:'))).toEqual([
      { permission: 'chat:read', scope: 'company' },
      { permission: 'chat:write', scope: 'company' },
    ]);
  });

  it('offers nothing beyond what the user holds, nor a scope wider than theirs', () => {
    const salesCaller = {
      permissions: new Set(sales.map((grant) => grant.permission)),
      ownScope: new Set(['chat:read', 'chat:write']),
    };
    expect(mayGrantCompanyScope(salesCaller, 'chat')).toBe(false);
    expect(mayGrantCompanyScope(salesCaller, 'quotations')).toBe(true);
    expect(mayGrantAll(salesCaller, sales)).toBe(true);
    expect(mayGrantAll(salesCaller, grantsOf(setAreaScope(formStateOf(sales), 'chat', 'company')))).toBe(
      false,
    );
    expect(mayGrantAll(salesCaller, [...sales, { permission: 'billing:pay', scope: 'company' }])).toBe(false);
  });

  it('sums a role up by the areas it reaches, marking those limited to own rows', () => {
    expect(areasOf(sales)).toEqual([
      { area: 'buyers', isOwnOnly: false },
      { area: 'chat', isOwnOnly: true },
    ]);
  });
});
