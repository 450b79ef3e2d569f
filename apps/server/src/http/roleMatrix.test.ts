import {
  API_BASE,
  BUYER_PERMISSIONS,
  ErrorCode,
  menuCalls,
  STAFF_PERMISSIONS,
  SUPPLIER_ROLES,
} from '@sc/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../test/buyerFactories.js';
import { call, callApi, signUpAndLogIn } from '../test/factories.js';
import { makeStaffAndLogIn } from '../test/staffFactories.js';
import { addColleagueAndLogIn } from '../test/teamFactories.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { type Access, registeredCalls } from './defineCall.js';
import {
  BUILT_IN_ROLE_PERMISSIONS,
  CALL_ACCESS,
  RAW_ROUTE_ACCESS,
  SESSION_ENDING_CALLS,
  SIGNED_IN_KINDS,
} from './roleMatrix.expectations.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every POST route under /api in the router, from Fastify's route tree (`printRoutes`): each line is
 * a node whose path continues its parent's, indented four characters a level.
 */
function postRoutesUnderApi(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: 'POST' }).split('\n')) {
    const branch = /[├└]── /.exec(line);
    const node = branch ? /^(.*) \(([^)]*)\)$/.exec(line.slice(branch.index + 4)) : null;
    if (!branch || !node) continue;
    const depth = branch.index / 4;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (node[1] ?? '');
    stack.length = depth;
    stack.push(path);
    if (node[2]?.split(', ').includes('POST') && path.startsWith(`${API_BASE}/`))
      routes.push(path.slice(API_BASE.length));
  }
  return routes;
}

const staffPermissions: ReadonlySet<string> = new Set(STAFF_PERMISSIONS);
const buyerPermissions: ReadonlySet<string> = new Set(BUYER_PERMISSIONS);

type MatrixCaller = {
  label: string;
  token: string;
  kind: 'supplier' | 'buyer' | 'staff';
  permissions: ReadonlySet<string>;
};

/**
 * Whether the server must refuse the call (403) to this caller; `maybe` for a `signedIn` call the
 * handler limits to another kind of account (refused, or its empty body refused first).
 */
function isForbidden(path: string, access: Access, caller: MatrixCaller): boolean | 'maybe' {
  if (access === 'public') return false;
  if (access === 'signedIn') {
    const kinds = SIGNED_IN_KINDS[path];
    return kinds && !kinds.includes(caller.kind) ? 'maybe' : false;
  }
  const kind = staffPermissions.has(access) ? 'staff' : buyerPermissions.has(access) ? 'buyer' : 'supplier';
  return caller.kind !== kind || !caller.permissions.has(access);
}

/**
 * Every call a signed-in user can be refused, by its row (rows of calls that are gone are reported by
 * the first test, not called), session-ending ones last (they sign the caller out).
 */
function callsToMake(app: FastifyInstance): [string, Access][] {
  const registered = registeredCalls(app);
  const all = Object.entries({ ...CALL_ACCESS, ...RAW_ROUTE_ACCESS }).filter(
    ([path, access]) => access !== 'public' && (registered.has(path) || path in RAW_ROUTE_ACCESS),
  );
  const ending = (path: string) => SESSION_ENDING_CALLS.includes(path);
  return [...all.filter(([path]) => !ending(path)), ...all.filter(([path]) => ending(path))];
}

describe('the role × call matrix', () => {
  it('has an explicit rule for every registered call, and no rule for a call that is gone', () => {
    const registered = registeredCalls(t.app);
    const rules = new Map(Object.entries(CALL_ACCESS));
    expect(registered.size).toBeGreaterThan(200);
    const missing = [...registered.values()]
      .filter((entry) => !rules.has(entry.path))
      .map(
        (entry) =>
          `${entry.path} (registered with '${entry.access}') has no row in roleMatrix.expectations.ts`,
      );
    const stale = [...rules.keys()]
      .filter((path) => !registered.has(path))
      .map((path) => `${path} has a row in roleMatrix.expectations.ts but is not registered`);
    const differing = [...registered.values()]
      .filter((entry) => rules.has(entry.path) && rules.get(entry.path) !== entry.access)
      .map(
        (entry) =>
          `${entry.path} is registered with '${entry.access}', its row says '${rules.get(entry.path)}'`,
      );
    expect([...missing, ...stale, ...differing]).toEqual([]);
  });

  it('knows the POST routes registered by hand outside defineCall', () => {
    const registered = registeredCalls(t.app);
    const routes = postRoutesUnderApi(t.app);
    expect(routes.length).toBeGreaterThan(registered.size);
    const byHand = routes.filter((path) => !registered.has(path));
    expect(byHand.sort()).toEqual(Object.keys(RAW_ROUTE_ACCESS).sort());
    // Every registered call is routed (the registry and the router agree).
    expect([...registered.keys()].filter((path) => !routes.includes(path))).toEqual([]);
  });

  it('refuses each call exactly to the built-in roles, buyers and operators without its permission', async () => {
    const owner = await signUpAndLogIn(t);
    const callers: MatrixCaller[] = [];
    for (const role of SUPPLIER_ROLES) {
      const { token } =
        role === 'owner' ? owner : await addColleagueAndLogIn(t, owner.supplierId, role, { realName: role });
      const expected = BUILT_IN_ROLE_PERMISSIONS[role];
      if (!expected) throw new Error(`no permissions written out for the built-in role ${role}`);
      // The seeded role holds exactly the permissions written out (and at their scope).
      const held = await callApi(t, menuCalls.roles, {}, { token });
      expect({ role, permissions: held.body.data.permissions, ownScope: held.body.data.ownScope }).toEqual({
        role,
        permissions: [...expected.permissions].sort(),
        ownScope: [...expected.ownScope].sort(),
      });
      callers.push({ label: role, token, kind: 'supplier', permissions: new Set(expected.permissions) });
    }
    const buyer = await makeBuyerAndLogIn(t);
    callers.push({ label: 'buyer', token: buyer.token, kind: 'buyer', permissions: buyerPermissions });
    const admin = await makeStaffAndLogIn(t, { realName: 'Amara Okafor', roleCode: 'platform_admin' });
    expect([...admin.permissions].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    callers.push({
      label: 'platform_admin',
      token: admin.token,
      kind: 'staff',
      permissions: staffPermissions,
    });

    const calls = callsToMake(t.app);
    const wrong = await Promise.all(
      callers.map(async (caller) => {
        const found: string[] = [];
        for (const [path, access] of calls) {
          const { status, body } = await call(t, path, {}, { token: caller.token });
          const forbidden = isForbidden(path, access, caller);
          if (forbidden === 'maybe') {
            if (status !== 403 && body.code !== ErrorCode.VALIDATION)
              found.push(`${caller.label} ${path} ('${access}'): ${status} ${body.code}, expected a refusal`);
          } else if (forbidden !== (status === 403))
            found.push(
              `${caller.label} ${path} ('${access}'): ${status}, expected ${forbidden ? '403' : 'not 403'}`,
            );
          else if (status === 401 && !SESSION_ENDING_CALLS.includes(path))
            found.push(`${caller.label} ${path} ('${access}'): 401, the session ended`);
        }
        return found;
      }),
    );
    expect(wrong.flat()).toEqual([]);
    // The matrix's size, for the record: callers × calls made.
    expect(callers.length * calls.length).toBeGreaterThan(1000);
  });
});
