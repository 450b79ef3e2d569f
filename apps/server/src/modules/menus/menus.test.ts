import { accountCalls, menuCalls, PERMISSIONS } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, roles, userRoles } from '../../db/schema/index.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { buildMenuTree } from './menus.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves a user to a role that grants only the given permissions. */
async function restrictTo(adminId: number, permissions: string[]) {
  const code = `limited_${adminId}`;
  const [role] = await t.ctx.db.insert(roles).values({ code, nameKey: 'role.manager' }).returning();
  if (!role) throw new Error('no role');
  if (permissions.length)
    await t.ctx.db
      .insert(rolePermissions)
      .values(permissions.map((permission) => ({ roleId: role.id, permission })));
  await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, adminId));
  await t.ctx.db.insert(userRoles).values({ userId: adminId, roleId: role.id });
}

describe('menus and roles', () => {
  it("gives the owner the home page and the account group, titled in the caller's language", async () => {
    const { token } = await signUpAndLogIn(t);
    const menu = await callApi(t, menuCalls.menu, {}, { token, lang: 'zh-CN' });
    expect(menu.body.data.map((m) => [m.url, m.component, m.menuName])).toEqual([
      ['/index', 'Welcome', '首页'],
      ['/buyers', 'Layout', '买家'],
      ['/communicate', 'Communicate', '消息'],
      ['/account', 'Layout', '账号'],
      ['/products', 'Layout', '产品'],
      ['/quotation', 'Layout', '报价'],
      ['/rfq', 'Layout', '询价'],
      ['/information', 'Layout', '信息'],
      ['/service', 'Layout', '我的服务'],
      ['/system', 'Layout', '团队'],
    ]);
    expect(menu.body.data[9]?.children?.map((m) => [m.url, m.component, m.menuName])).toEqual([
      ['/system/users', 'TeamUsers', '用户'],
      ['/system/roles', 'TeamRoles', '角色'],
      ['/system/audit', 'CompanyAudit', '操作日志'],
    ]);
    expect(menu.body.data[6]?.children?.map((m) => [m.url, m.component, m.menuName])).toEqual([
      ['/rfqList', 'RfqList', '询价市场'],
      ['/rfqMyQuotes', 'RfqMyQuotes', '我的报价'],
      ['/productRanking', 'ProductRanking', '产品排行'],
    ]);
    expect(menu.body.data[8]?.children?.map((m) => [m.url, m.component, m.menuName])).toEqual([
      ['/pay', 'Pay', '购买或续费'],
      ['/settlement', 'Settlement', '订单与收据'],
    ]);
    expect(menu.body.data[1]?.children?.map((m) => [m.url, m.component])).toEqual([
      ['/buyersList', 'BuyerPool'],
      ['/recommendedBuyers', 'RecommendedBuyers'],
      ['/visitors', 'Visitors'],
    ]);
    expect(menu.body.data[4]?.children?.map((m) => [m.url, m.component])).toEqual([
      ['/catalogue', 'Catalogue'],
      ['/myProducts', 'MyProducts'],
      ['/showroom', 'Showroom'],
      ['/company', 'Company'],
    ]);
    expect(menu.body.data[5]?.children?.map((m) => [m.url, m.component])).toEqual([
      ['/quotationList', 'QuotationList'],
      ['/productQuotation', 'ProductQuotations'],
    ]);
    expect(menu.body.data[7]?.children?.map((m) => [m.url, m.component, m.menuName])).toEqual([
      ['/information/introduction', 'Introduction', '公司介绍'],
      ['/information/credentials', 'Credentials', '资质认证'],
      ['/information/invite', 'Invite', expect.any(String)],
      ['/notice', 'Notice', expect.any(String)],
      ['/faq', 'Faq', expect.any(String)],
    ]);
    expect(menu.body.data[3]?.children?.map((m) => [m.url, m.component, m.titleKey])).toEqual([
      ['/changePassword', 'ChangePassword', 'menu.changePassword'],
    ]);
  });

  it('lists the roles and permissions of the caller', async () => {
    const { token } = await signUpAndLogIn(t);
    const result = await callApi(t, menuCalls.roles, {}, { token, lang: 'ja' });
    expect(result.body.data.roles).toEqual([expect.objectContaining({ code: 'owner', name: 'オーナー' })]);
    expect(result.body.data.permissions).toEqual([...PERMISSIONS].sort());
  });

  it('enforces permissions on the server, not only in the menu', async () => {
    const { token, adminId } = await signUpAndLogIn(t);
    await restrictTo(adminId, ['menu:read', 'account:read']);
    const menu = await callApi(t, menuCalls.menu, {}, { token });
    expect(menu.body.data.map((m) => m.url)).toEqual(['/index']);
    const change = await callApi(
      t,
      accountCalls.changePasswordSelf,
      { oldPassword: 'a', newPassword: 'Next#2026x', confirmPassword: 'Next#2026x' },
      { token },
    );
    expect(change.status).toBe(403);
    expect(change.body).toEqual({ code: 40300, msg: 'You do not have permission to do this', data: null });
  });

  it('gives each built-in role the pages of its work', async () => {
    const { supplierId } = await signUpAndLogIn(t);
    const pagesOf = async (role: string) => {
      const { token } = await addColleagueAndLogIn(t, supplierId, role);
      const menu = (await callApi(t, menuCalls.menu, {}, { token })).body.data;
      return menu.flatMap((entry) => (entry.children ?? [entry]).map((page) => page.url));
    };
    // Content: products and the showroom; no messages, no buyers, no quotations, no team.
    expect(await pagesOf('content')).toEqual([
      '/index',
      '/changePassword',
      '/catalogue',
      '/myProducts',
      '/showroom',
      '/notice',
      '/faq',
    ]);
    const sales = await pagesOf('sales');
    expect(sales).toEqual(
      expect.arrayContaining(['/buyersList', '/communicate', '/quotationList', '/rfqList']),
    );
    expect(sales.filter((url) => url.startsWith('/system'))).toEqual([]);
    const finance = await pagesOf('finance');
    expect(finance).toEqual(expect.arrayContaining(['/pay', '/settlement', '/company']));
    expect(finance).not.toContain('/communicate');
    expect(finance).not.toContain('/buyersList');
    const manager = await pagesOf('manager');
    expect(manager).toEqual(
      expect.arrayContaining(['/system/users', '/system/roles', '/system/audit', '/pay']),
    );
  });

  it('names a custom role by its own name and tells which permissions are held at own scope', async () => {
    const { supplierId } = await signUpAndLogIn(t);
    const seller = await addColleagueAndLogIn(t, supplierId, 'sales');
    const result = await callApi(t, menuCalls.roles, {}, { token: seller.token, lang: 'zh-CN' });
    expect(result.body.data).toMatchObject({
      roles: [{ code: 'sales', name: '销售', builtIn: true }],
      ownScope: ['chat:read', 'chat:write', 'quotation:read', 'quotation:write'],
    });
    const [custom] = await t.ctx.db
      .insert(roles)
      .values({
        code: `custom-menu-${supplierId}`,
        nameKey: 'role.sales',
        supplierId,
        name: 'Key accounts',
        baseCode: 'sales',
      })
      .returning();
    if (!custom) throw new Error('no role');
    await t.ctx.db.insert(rolePermissions).values({ roleId: custom.id, permission: 'menu:read' });
    const colleague = await addColleagueAndLogIn(t, supplierId, custom.id);
    const named = await callApi(t, menuCalls.roles, {}, { token: colleague.token, lang: 'ja' });
    expect(named.body.data).toEqual({
      roles: [{ id: custom.id, code: custom.code, name: 'Key accounts', builtIn: false }],
      permissions: ['menu:read'],
      ownScope: [],
    });
  });

  it('refuses the menu to a user whose role grants nothing', async () => {
    const { token, adminId } = await signUpAndLogIn(t);
    await restrictTo(adminId, []);
    expect((await callApi(t, menuCalls.menu, {}, { token })).status).toBe(403);
  });
});

describe('buildMenuTree', () => {
  const rows = [
    {
      id: 1,
      parentId: null,
      url: '/a',
      titleKey: 'menu.home',
      component: 'Welcome',
      icon: null,
      permission: 'p:a',
      sort: 0,
    },
    {
      id: 2,
      parentId: null,
      url: '/g',
      titleKey: 'menu.account',
      component: 'Layout',
      icon: null,
      permission: null,
      sort: 1,
    },
    {
      id: 3,
      parentId: 2,
      url: '/g1',
      titleKey: 'menu.changePassword',
      component: 'X',
      icon: null,
      permission: 'p:g1',
      sort: 2,
    },
  ];
  it('hides a group with no visible child and entries without their permission', () => {
    expect(buildMenuTree(rows, new Set(['p:a']), 'en').map((m) => m.url)).toEqual(['/a']);
    expect(buildMenuTree(rows, new Set(['p:g1']), 'en')).toEqual([
      expect.objectContaining({
        url: '/g',
        menuName: 'Account',
        children: [expect.objectContaining({ url: '/g1' })],
      }),
    ]);
  });
});
