import {
  BASE_PERMISSIONS,
  type CallBody,
  chatCalls,
  ErrorCode,
  menuCalls,
  PERMISSIONS,
  ROLE_LIMITS,
  type Role,
  type RoleGrant,
  roleCalls,
} from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, roles, userRoles } from '../../db/schema/index.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen, type TestSocket } from '../../test/socketClient.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

type Company = Awaited<ReturnType<typeof signUpAndLogIn>>;

const OWNER_IP = '203.0.113.7';
const list = (token: string, lang = 'en') => callApi(t, roleCalls.list, {}, { token, lang });
const create = (token: string, body: CallBody<typeof roleCalls.create>) =>
  callApi(t, roleCalls.create, body, { token, ip: OWNER_IP, lang: 'en' });
const update = (token: string, body: CallBody<typeof roleCalls.update>) =>
  callApi(t, roleCalls.update, body, { token, ip: OWNER_IP, lang: 'en' });
const remove = (token: string, body: CallBody<typeof roleCalls.remove>) =>
  callApi(t, roleCalls.remove, body, { token, ip: OWNER_IP, lang: 'en' });

async function roleByCode(token: string, code: string): Promise<Role> {
  const role = (await list(token)).body.data.list.find((item) => item.code === code);
  if (!role) throw new Error(`no role ${code}`);
  return role;
}

/** A custom role made through the API from a built-in one; fails the test if refused. */
async function makeRole(company: Company, from: string, name: string): Promise<Role> {
  const source = await roleByCode(company.token, from);
  const made = await create(company.token, { fromRoleId: source.id, name });
  if (made.body.code !== 0) throw new Error(`role not made: ${JSON.stringify(made.body)}`);
  return made.body.data;
}

const permissionsOf = (role: Pick<Role, 'grants'>) => role.grants.map((grant) => grant.permission).sort();
const grantsWith = (role: Role, extra: RoleGrant[]) => [
  ...role.grants.filter((grant) => !extra.some((added) => added.permission === grant.permission)),
  ...extra,
];
const auditOf = (supplierId: number) =>
  t.ctx.db.select().from(auditLog).where(eq(auditLog.supplierId, supplierId)).orderBy(asc(auditLog.id));

describe('the roles of a company', () => {
  it('lists the five built-in roles, read-only, with their permissions and how many users hold each', async () => {
    const company = await signUpAndLogIn(t);
    await addColleagueAndLogIn(t, company.supplierId, 'sales');
    await addColleagueAndLogIn(t, company.supplierId, 'sales');
    // Another company's salespeople are not counted.
    const other = await signUpAndLogIn(t);
    await addColleagueAndLogIn(t, other.supplierId, 'sales');

    const result = await list(company.token, 'zh-CN');
    expect(result.body.code).toBe(0);
    const byCode = new Map(result.body.data.list.map((role) => [role.code, role]));
    expect(result.body.data.list.map((role) => [role.code, role.name, role.userCount])).toEqual([
      ['owner', '所有者', 1],
      ['manager', expect.any(String), 0],
      ['sales', expect.any(String), 2],
      ['content', expect.any(String), 0],
      ['finance', expect.any(String), 0],
    ]);
    expect(result.body.data.customLeft).toBe(ROLE_LIMITS.customMax);
    expect(result.body.data.list.every((role) => role.builtIn && !role.isEditable)).toBe(true);
    expect(byCode.get('owner')).toMatchObject({ isMine: true, isAssignable: false });
    expect(byCode.get('manager')).toMatchObject({ isMine: false, isAssignable: true });
    expect(permissionsOf(byCode.get('owner') as Role)).toEqual([...PERMISSIONS].sort());
    // Content: products and the showroom, no chat, no buyers.
    const content = permissionsOf(byCode.get('content') as Role);
    expect(content).toEqual(expect.arrayContaining(['product:write', 'showroom:write']));
    expect(content.filter((p) => p.startsWith('chat:') || p.startsWith('buyer:'))).toEqual([]);
    // Sales: its own conversations and quotations only.
    expect(byCode.get('sales')?.grants.filter((grant) => grant.scope === 'own')).toEqual([
      { permission: 'chat:read', scope: 'own' },
      { permission: 'chat:write', scope: 'own' },
      { permission: 'quotation:read', scope: 'own' },
      { permission: 'quotation:write', scope: 'own' },
    ]);
  });

  it('is for those who manage the team: a salesperson or a content editor is refused', async () => {
    const company = await signUpAndLogIn(t);
    for (const code of ['sales', 'content', 'finance']) {
      const colleague = await addColleagueAndLogIn(t, company.supplierId, code);
      expect((await list(colleague.token)).status).toBe(403);
    }
    const manager = await addColleagueAndLogIn(t, company.supplierId, 'manager');
    expect((await list(manager.token)).body.code).toBe(0);
  });
});

describe('custom roles', () => {
  it('clones a role under a new name, with the audit entry and the address it came from', async () => {
    const company = await signUpAndLogIn(t);
    const content = await roleByCode(company.token, 'content');
    const made = await create(company.token, { fromRoleId: content.id, name: '  Catalogue team ' });
    expect(made.body.code).toBe(0);
    expect(made.body.data).toMatchObject({
      name: 'Catalogue team',
      builtIn: false,
      baseCode: 'content',
      userCount: 0,
      isEditable: true,
      isAssignable: true,
      grants: content.grants,
    });
    expect(made.body.data.code).toMatch(/^custom-[0-9a-f]{16}$/);
    // A copy of a custom role keeps the built-in role it came from.
    const copy = await create(company.token, { fromRoleId: made.body.data.id, name: 'Catalogue team 2' });
    expect(copy.body.data).toMatchObject({ baseCode: 'content', grants: content.grants });

    const listed = (await list(company.token)).body.data;
    expect(listed.list.slice(5).map((role) => role.name)).toEqual(['Catalogue team', 'Catalogue team 2']);
    expect(listed.customLeft).toBe(ROLE_LIMITS.customMax - 2);
    const [entry] = await auditOf(company.supplierId);
    expect(entry).toMatchObject({
      action: 'role.created',
      targetType: 'role',
      targetId: String(made.body.data.id),
      actorUserId: company.adminId,
      ip: OWNER_IP,
      details: expect.objectContaining({ name: 'Catalogue team', copiedFrom: 'Content' }),
    });
  });

  it('keeps names unique in the company, whatever their case, and never a built-in role name', async () => {
    const company = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    await makeRole(company, 'sales', 'Key accounts');
    const sales = await roleByCode(company.token, 'sales');
    for (const name of ['KEY ACCOUNTS', 'Manager', '经理', 'オーナー']) {
      const clash = await create(company.token, { fromRoleId: sales.id, name });
      expect(clash.body.code, name).toBe(ErrorCode.ROLE_NAME_TAKEN);
    }
    // Another company may use the name.
    expect((await makeRole(other, 'sales', 'Key accounts')).name).toBe('Key accounts');
    const empty = await create(company.token, { fromRoleId: sales.id, name: '   ' });
    expect(empty.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('edits a name and permissions: the base permissions stay, the change is audited', async () => {
    const company = await signUpAndLogIn(t);
    const role = await makeRole(company, 'content', 'Catalogue team');
    const edited = await update(company.token, {
      id: role.id,
      name: 'Catalogue and chat',
      grants: [
        { permission: 'product:read', scope: 'company' },
        { permission: 'product:write', scope: 'company' },
        { permission: 'chat:read', scope: 'own' },
        { permission: 'chat:write', scope: 'own' },
      ],
    });
    expect(edited.body.code).toBe(0);
    expect(edited.body.data.name).toBe('Catalogue and chat');
    expect(permissionsOf(edited.body.data)).toEqual(
      [...BASE_PERMISSIONS, 'product:read', 'product:write', 'chat:read', 'chat:write'].sort(),
    );
    expect(edited.body.data.grants.find((grant) => grant.permission === 'chat:write')?.scope).toBe('own');

    const entry = (await auditOf(company.supplierId)).at(-1);
    expect(entry).toMatchObject({ action: 'role.updated', ip: OWNER_IP, targetId: String(role.id) });
    expect(entry?.details).toMatchObject({
      name: 'Catalogue and chat',
      previousName: 'Catalogue team',
      added: ['chat:read (own)', 'chat:write (own)'],
      removed: expect.arrayContaining(['showroom:write', 'catalogue:read', 'file:write']),
    });
  });

  it('refuses grants that make no sense: a write without its read, an own scope on a company-wide permission', async () => {
    const company = await signUpAndLogIn(t);
    const role = await makeRole(company, 'content', 'Catalogue team');
    const writeOnly = await update(company.token, {
      id: role.id,
      name: role.name,
      grants: [{ permission: 'chat:write', scope: 'company' }],
    });
    expect(writeOnly.body.code).toBe(ErrorCode.VALIDATION);
    const mixedScopes = await update(company.token, {
      id: role.id,
      name: role.name,
      grants: [
        { permission: 'chat:read', scope: 'own' },
        { permission: 'chat:write', scope: 'company' },
      ],
    });
    expect(mixedScopes.body.code).toBe(ErrorCode.VALIDATION);
    const ownProducts = await update(company.token, {
      id: role.id,
      name: role.name,
      grants: [{ permission: 'product:read', scope: 'own' }],
    });
    expect(ownProducts.body.code).toBe(ErrorCode.VALIDATION);
    expect((await roleByCode(company.token, role.code)).grants).toEqual(role.grants);
  });

  it('deletes a role: refused while users hold it (saying how many), or moving them to another role', async () => {
    const company = await signUpAndLogIn(t);
    const role = await makeRole(company, 'content', 'Catalogue team');
    const first = await addColleagueAndLogIn(t, company.supplierId, role.id);
    const second = await addColleagueAndLogIn(t, company.supplierId, role.id);

    const refused = await remove(company.token, { id: role.id });
    expect(refused.body).toEqual({
      code: ErrorCode.ROLE_IN_USE,
      msg: 'Users holding this role: 2. Choose the role they move to before deleting it',
      data: null,
    });
    const owner = await roleByCode(company.token, 'owner');
    expect((await remove(company.token, { id: role.id, moveToRoleId: owner.id })).body.code).toBe(
      ErrorCode.ROLE_MOVE_INVALID,
    );
    expect((await remove(company.token, { id: role.id, moveToRoleId: role.id })).body.code).toBe(
      ErrorCode.ROLE_MOVE_INVALID,
    );

    const finance = await roleByCode(company.token, 'finance');
    expect((await remove(company.token, { id: role.id, moveToRoleId: finance.id })).body.code).toBe(0);
    const held = await t.ctx.db
      .select({ userId: userRoles.userId, roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.roleId, finance.id));
    expect(held.map((row) => row.userId)).toEqual(expect.arrayContaining([first.userId, second.userId]));
    expect(await t.ctx.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    // They work as finance at once, without signing in again.
    const menu = await callApi(t, menuCalls.menu, {}, { token: first.token });
    const urls = menu.body.data.flatMap((entry) => [entry.url, ...(entry.children ?? []).map((c) => c.url)]);
    expect(urls).toContain('/pay');
    expect(urls).not.toContain('/myProducts');

    expect((await auditOf(company.supplierId)).at(-1)).toMatchObject({
      action: 'role.deleted',
      ip: OWNER_IP,
      details: { name: 'Catalogue team', usersMoved: 2, movedTo: 'Finance', movedToRoleId: finance.id },
    });
    // An unused role goes without a target.
    const spare = await makeRole(company, 'sales', 'Spare');
    expect((await remove(company.token, { id: spare.id })).body.code).toBe(0);
  });

  it(`stops at ${ROLE_LIMITS.customMax} custom roles per company`, async () => {
    const company = await signUpAndLogIn(t);
    const sales = await roleByCode(company.token, 'sales');
    for (let index = 0; index < ROLE_LIMITS.customMax; index++)
      expect((await create(company.token, { fromRoleId: sales.id, name: `Team ${index}` })).body.code).toBe(
        0,
      );
    const over = await create(company.token, { fromRoleId: sales.id, name: 'One more' });
    expect(over.body).toMatchObject({ code: ErrorCode.ROLE_LIMIT_REACHED });
    expect(over.body.msg).toContain(String(ROLE_LIMITS.customMax));
  });
});

describe('guards', () => {
  it('never changes a built-in role', async () => {
    const company = await signUpAndLogIn(t);
    const sales = await roleByCode(company.token, 'sales');
    const edited = await update(company.token, { id: sales.id, name: 'Sales', grants: [] });
    expect(edited.body.code).toBe(ErrorCode.ROLE_BUILT_IN);
    expect((await remove(company.token, { id: sales.id })).body.code).toBe(ErrorCode.ROLE_BUILT_IN);
  });

  it('lets nobody grant what they do not hold: a manager cannot copy the owner or hand out paying', async () => {
    const company = await signUpAndLogIn(t);
    const manager = await addColleagueAndLogIn(t, company.supplierId, 'manager');
    const owner = await roleByCode(company.token, 'owner');
    expect((await create(manager.token, { fromRoleId: owner.id, name: 'Boss' })).body.code).toBe(
      ErrorCode.ROLE_GRANT_EXCEEDS,
    );
    const finance = await roleByCode(manager.token, 'finance');
    expect(finance.isAssignable).toBe(false);
    const role = await makeRole({ ...company, token: manager.token }, 'sales', 'Field sales');
    const paying = await update(manager.token, {
      id: role.id,
      name: role.name,
      grants: grantsWith(role, [
        { permission: 'service:read', scope: 'company' },
        { permission: 'billing:pay', scope: 'company' },
      ]),
    });
    expect(paying.body.code).toBe(ErrorCode.ROLE_GRANT_EXCEEDS);
    // A role the owner made with paying in it is beyond the manager: shown read-only, refused.
    const treasurer = await makeRole(company, 'finance', 'Treasurer');
    const seen = await roleByCode(manager.token, treasurer.code);
    expect(seen).toMatchObject({ isEditable: false, isAssignable: false });
    expect((await update(manager.token, { id: treasurer.id, name: 'Mine now', grants: [] })).body.code).toBe(
      ErrorCode.ROLE_GRANT_EXCEEDS,
    );
    expect((await remove(manager.token, { id: treasurer.id })).body.code).toBe(ErrorCode.ROLE_GRANT_EXCEEDS);
  });

  it('lets nobody widen a scope beyond theirs, nor edit the role they hold', async () => {
    const company = await signUpAndLogIn(t);
    // A team lead: sales (own conversations and quotations) who may manage the team.
    const lead = await makeRole(company, 'sales', 'Team lead');
    expect(
      (
        await update(company.token, {
          id: lead.id,
          name: lead.name,
          grants: grantsWith(lead, [{ permission: 'team:manage', scope: 'company' }]),
        })
      ).body.code,
    ).toBe(0);
    const teamLead = await addColleagueAndLogIn(t, company.supplierId, lead.id);

    const juniors = await makeRole({ ...company, token: teamLead.token }, 'sales', 'Juniors');
    const companyWide = await update(teamLead.token, {
      id: juniors.id,
      name: juniors.name,
      grants: grantsWith(juniors, [
        { permission: 'chat:read', scope: 'company' },
        { permission: 'chat:write', scope: 'company' },
      ]),
    });
    expect(companyWide.body.code).toBe(ErrorCode.ROLE_GRANT_EXCEEDS);
    const narrower = await update(teamLead.token, {
      id: juniors.id,
      name: 'Juniors',
      grants: juniors.grants.filter((grant) => !grant.permission.startsWith('quotation:')),
    });
    expect(narrower.body.code).toBe(0);
    // A manager holds chat company-wide: the scope is theirs to give.
    const manager = await addColleagueAndLogIn(t, company.supplierId, 'manager');
    const wide = await update(manager.token, {
      id: juniors.id,
      name: 'Juniors',
      grants: grantsWith(juniors, [
        { permission: 'chat:read', scope: 'company' },
        { permission: 'chat:write', scope: 'company' },
      ]),
    });
    expect(wide.body.code).toBe(0);

    const own = await roleByCode(teamLead.token, lead.code);
    expect(own).toMatchObject({ isMine: true, isEditable: false });
    expect((await update(teamLead.token, { id: lead.id, name: 'Lead', grants: lead.grants })).body).toEqual({
      code: ErrorCode.ROLE_OWN,
      msg: 'You cannot change or delete a role you hold yourself: ask another manager',
      data: null,
    });
    expect((await remove(teamLead.token, { id: lead.id, moveToRoleId: juniors.id })).body.code).toBe(
      ErrorCode.ROLE_OWN,
    );
  });

  it("never reaches another company's role: it does not exist for them", async () => {
    const company = await signUpAndLogIn(t);
    const intruder = await signUpAndLogIn(t);
    const role = await makeRole(company, 'sales', 'Key accounts');
    const notFound = { code: ErrorCode.RECORD_NOT_FOUND };
    expect((await update(intruder.token, { id: role.id, name: 'Taken', grants: [] })).body).toMatchObject(
      notFound,
    );
    expect((await remove(intruder.token, { id: role.id })).body).toMatchObject(notFound);
    expect((await create(intruder.token, { fromRoleId: role.id, name: 'Copy' })).body).toMatchObject(
      notFound,
    );
    const mine = await makeRole(intruder, 'sales', 'Mine');
    expect((await remove(intruder.token, { id: mine.id, moveToRoleId: role.id })).body).toMatchObject(
      notFound,
    );
    expect((await list(intruder.token)).body.data.list.map((item) => item.name)).not.toContain(
      'Key accounts',
    );
    // A console role is no company's either.
    const [staffRole] = await t.ctx.db
      .select()
      .from(roles)
      .where(and(eq(roles.code, 'support_agent')));
    expect(
      (await create(intruder.token, { fromRoleId: staffRole?.id ?? 0, name: 'Agent' })).body,
    ).toMatchObject(notFound);
    expect((await roleByCode(company.token, role.code)).name).toBe('Key accounts');
  });
});

describe('a live permission change', () => {
  const eventsOf = (socket: TestSocket) => {
    const heard: string[] = [];
    socket.on('permissions:changed', () => heard.push('permissions:changed'));
    return heard;
  };
  const nextChange = (socket: TestSocket) =>
    new Promise<void>((resolve) => socket.once('permissions:changed', () => resolve()));

  it("reaches the open portals of the role's users; their next call has the new permissions", async () => {
    const company = await signUpAndLogIn(t);
    const role = await makeRole(company, 'content', 'Catalogue team');
    const editor = await addColleagueAndLogIn(t, company.supplierId, role.id);
    const bystander = await addColleagueAndLogIn(t, company.supplierId, 'content');
    const editorSocket = await connectSocket(url, editor.token);
    const bystanderSocket = await connectSocket(url, bystander.token);
    const bystanderHeard = eventsOf(bystanderSocket);
    try {
      // Warm the session cache: the change must not wait for it to expire.
      expect((await callApi(t, chatCalls.list, {}, { token: editor.token })).status).toBe(403);
      const menuBefore = await callApi(t, menuCalls.menu, {}, { token: editor.token });
      expect(menuBefore.body.data.map((entry) => entry.url)).not.toContain('/communicate');

      const heard = nextChange(editorSocket);
      const granted = await update(company.token, {
        id: role.id,
        name: role.name,
        grants: grantsWith(role, [
          { permission: 'chat:read', scope: 'own' },
          { permission: 'chat:write', scope: 'own' },
        ]),
      });
      expect(granted.body.code).toBe(0);
      await heard;

      const chat = await callApi(t, chatCalls.list, {}, { token: editor.token });
      expect(chat.status).toBe(200);
      expect(chat.body.code).toBe(0);
      const menuAfter = await callApi(t, menuCalls.menu, {}, { token: editor.token });
      expect(menuAfter.body.data.map((entry) => entry.url)).toContain('/communicate');
      const roleMenu = await callApi(t, menuCalls.roles, {}, { token: editor.token });
      expect(roleMenu.body.data).toMatchObject({
        roles: [{ id: role.id, code: role.code, name: 'Catalogue team', builtIn: false }],
        ownScope: ['chat:read', 'chat:write'],
      });
      // The socket is still connected: nobody was signed out.
      expect(editorSocket.connected).toBe(true);
      expect(bystanderHeard).toEqual([]);
    } finally {
      editorSocket.close();
      bystanderSocket.close();
    }
  });

  it('reaches the users moved off a deleted role', async () => {
    const company = await signUpAndLogIn(t);
    const role = await makeRole(company, 'sales', 'Key accounts');
    const seller = await addColleagueAndLogIn(t, company.supplierId, role.id);
    const socket = await connectSocket(url, seller.token);
    try {
      expect((await callApi(t, chatCalls.list, {}, { token: seller.token })).body.code).toBe(0);
      const heard = nextChange(socket);
      const content = await roleByCode(company.token, 'content');
      expect((await remove(company.token, { id: role.id, moveToRoleId: content.id })).body.code).toBe(0);
      await heard;
      expect((await callApi(t, chatCalls.list, {}, { token: seller.token })).status).toBe(403);
    } finally {
      socket.close();
    }
  });
});
