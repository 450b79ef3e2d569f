import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountCalls, invitationCalls, teamCalls } from '@sc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, roles, userRoles, users } from '../db/schema/index.js';
import { callApi } from './factories.js';
import type { TestSocket } from './socketClient.js';
import type { TestApp } from './testApp.js';

/** The password invited colleagues choose in the team tests. */
export const JOINER_PASSWORD = 'Joiner#2026';

let emailCounter = 0;
/** An address no account uses yet. */
export const newEmail = () => `joiner.${Date.now().toString(36)}.${++emailCounter}@team.test`;

/** What the team tests do through the API, and what they read back from the database. */
export function teamKit(t: TestApp) {
  /** The newest mail to an address as the development outbox file holds it (the link intact). */
  function lastMailTo(email: string): string {
    const dir = join(t.dataDir, 'outbox');
    const mails = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .filter((text) => text.includes(`To: ${email}\n`));
    if (!mails[0]) throw new Error(`no mail to ${email}`);
    return mails[0];
  }
  /** Every invitation link mailed to an address, newest first. */
  function invitationTokensOf(email: string): string[] {
    const dir = join(t.dataDir, 'outbox');
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .filter((text) => text.includes(`To: ${email}\n`))
      .map((text) => decodeURIComponent(/\/invitation\?token=([\w%-]+)/.exec(text)?.[1] ?? ''))
      .filter(Boolean);
  }
  function invitationTokenOf(email: string): string {
    const [token] = invitationTokensOf(email);
    if (!token) throw new Error(`no invitation link mailed to ${email}`);
    return token;
  }
  async function roleId(token: string, code: string): Promise<number> {
    const offered = await callApi(t, teamCalls.assignableRoles, {}, { token });
    const role = offered.body.data.find((r) => r.code === code);
    if (!role) throw new Error(`role ${code} not assignable: ${JSON.stringify(offered.body)}`);
    return role.id;
  }
  const invite = async (token: string, email: string, code = 'content', lang = 'en') =>
    callApi(
      t,
      teamCalls.invite,
      { email, roleId: await roleId(token, code) },
      { token, lang, ip: '203.0.113.7' },
    );
  const accept = (token: string, overrides: Record<string, string> = {}) =>
    callApi(
      t,
      invitationCalls.accept,
      {
        token,
        name: 'Lina Park',
        jobTitle: 'marketing_manager',
        title: 'ms',
        password: JOINER_PASSWORD,
        confirmPassword: JOINER_PASSWORD,
        ...overrides,
      },
      { lang: 'en' },
    );
  const overview = (token: string) => callApi(t, teamCalls.list, {}, { token });
  const auditOf = (supplierId: number) =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.supplierId, supplierId)).orderBy(asc(auditLog.id));
  const rolesOf = async (token: string) =>
    (await callApi(t, accountCalls.loginInfo, {}, { token })).body.data.roles;
  /** The company's owners, straight from the database. */
  async function ownersOf(supplierId: number): Promise<number[]> {
    const rows = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(users.supplierId, supplierId), eq(roles.code, 'owner')));
    return rows.map((row) => row.id);
  }
  /** The users of the company that hold a role, one entry per role held. */
  async function roleHoldersOf(supplierId: number): Promise<number[]> {
    const rows = await t.ctx.db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.supplierId, supplierId));
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }
  return {
    lastMailTo,
    invitationTokensOf,
    invitationTokenOf,
    roleId,
    invite,
    accept,
    overview,
    auditOf,
    rolesOf,
    ownersOf,
    roleHoldersOf,
  };
}

/** Resolves with the payload of the socket's next event of that name. */
export function eventOnce<T>(socket: TestSocket, event: 'session:ended' | 'permissions:changed') {
  return new Promise<T>((resolve) => socket.once(event, ((payload: T) => resolve(payload)) as never));
}
