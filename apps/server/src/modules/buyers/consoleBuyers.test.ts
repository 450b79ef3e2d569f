import {
  type BuyerQuery,
  buyerAppCalls,
  buyerCalls,
  buyerReportCalls,
  buyerRfqCalls,
  chatCalls,
  consoleBuyerCalls,
  ErrorCode,
  productCalls,
  type SaveBuyerProfile,
} from '@sc/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, suppliers } from '../../db/schema/index.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { makeBuyerCatalogue, uniqueWord } from '../../test/buyerPoolFactories.js';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi } from '../../test/factories.js';
import { rfqCategoryIds, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
let agent: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let honey: number;
let subId: number;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
  agent = await makeStaffAndLogIn(t, { realName: 'Grace Lin', roleCode: 'support_agent' });
  editor = await makeStaffAndLogIn(t, { realName: 'Tom Wu', roleCode: 'catalogue_editor' });
  ({ honey } = await makeBuyerCatalogue(t));
  ({ subId } = await rfqCategoryIds(t));
});
afterAll(() => kit.close());

/** A supplier selling honey (so the buyer is recommended to it), with its showroom open. */
async function honeySupplier() {
  const supplier = await kit.supplierAndBuyer().then((pair) => pair.supplier);
  await t.ctx.db
    .update(suppliers)
    .set({ mainCategories: ['nutrition_health'] })
    .where(eq(suppliers.id, supplier.supplierId));
  await callApi(t, productCalls.link, { masterProductId: honey }, { token: supplier.token });
  return { ...supplier, socket: await kit.socketOf(supplier.token) };
}

/** A honey buyer with a name only this test uses, signed in with a socket. */
async function honeyBuyer(overrides: { isSelected?: boolean } = {}) {
  const word = uniqueWord();
  const buyer = await makeBuyerAndLogIn(t, {
    name: `Lin ${word}`,
    companyName: `Ningbo ${word} Health Imports`,
    mainCategory: 'nutrition_health',
    interestedBrands: ['Bee Kingdom'],
    ...overrides,
  });
  return { ...buyer, word, socket: await kit.socketOf(buyer.token) };
}

type Supplier = Awaited<ReturnType<typeof honeySupplier>>;
type Buyer = Awaited<ReturnType<typeof honeyBuyer>>;

/** The supplier's first message to the buyer (opens their conversation); its conversation id. */
async function converse(supplier: Supplier, buyer: Buyer): Promise<number> {
  return stored(await send(supplier.socket, { buyerId: buyer.buyerId, content: 'Our honey price list' }))
    .conversationId;
}

const poolIds = async (supplier: Supplier, body: NonNullable<BuyerQuery> = {}) =>
  (
    await callApi(t, buyerCalls.pool, { pageSize: 100, ...body }, { token: supplier.token })
  ).body.data.list.map((b) => b.id);
const recommendedIds = async (supplier: Supplier) =>
  (await callApi(t, buyerCalls.recommended, { pageSize: 100 }, { token: supplier.token })).body.data.list.map(
    (b) => b.id,
  );
const visitorIds = async (supplier: Supplier) =>
  (await callApi(t, buyerCalls.visitors, { pageSize: 100 }, { token: supplier.token })).body.data.list.map(
    (b) => b.id,
  );

const block = (buyerId: number, blocked: boolean, reason: string) =>
  callApi(t, consoleBuyerCalls.block, { buyerId, blocked, reason }, { token: agent.token });

async function auditOf(action: string, targetId: number) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

describe('console buyers: who may', () => {
  it('refuses every call to a catalogue editor and serves a support agent', async () => {
    const buyer = await honeyBuyer();
    const calls = [
      [consoleBuyerCalls.list, {}],
      [consoleBuyerCalls.info, { buyerId: buyer.buyerId }],
      [consoleBuyerCalls.verify, { buyerId: buyer.buyerId, verified: true }],
      [consoleBuyerCalls.block, { buyerId: buyer.buyerId, blocked: true, reason: 'Spam' }],
      [consoleBuyerCalls.reports, {}],
      [consoleBuyerCalls.resendInvitation, { buyerId: buyer.buyerId }],
    ] as const;
    for (const [call, body] of calls) {
      const refused = await callApi(t, call, body as never, { token: editor.token });
      expect(refused.status, call.path).toBe(403);
    }
    const listed = await callApi(t, consoleBuyerCalls.list, { keyword: buyer.word }, { token: agent.token });
    expect(listed.body.data.list.map((b) => b.id)).toEqual([buyer.buyerId]);
    expect(
      (await callApi(t, consoleBuyerCalls.info, { buyerId: buyer.buyerId }, { token: agent.token })).body
        .code,
    ).toBe(0);
    // Nothing changed by the refused calls.
    expect(listed.body.data.list[0]).toMatchObject({ verifiedAt: null, blockedAt: null });
  });
});

describe('blocking a buyer', () => {
  it('takes them out of the pool, search, recommendations and visitors, and refuses messages both ways; unblocking restores', async () => {
    const supplier = await honeySupplier();
    const buyer = await honeyBuyer();
    const conversationId = await converse(supplier, buyer);
    await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: supplier.supplierId },
      { token: buyer.token },
    );
    expect(await poolIds(supplier)).toContain(buyer.buyerId);
    expect(await poolIds(supplier, { keyword: buyer.word })).toEqual([buyer.buyerId]);
    expect(await recommendedIds(supplier)).toContain(buyer.buyerId);
    expect(await visitorIds(supplier)).toContain(buyer.buyerId);

    const blocked = await block(buyer.buyerId, true, 'Sends the same advert to every supplier');
    expect(blocked.body.data).toMatchObject({ blockReason: 'Sends the same advert to every supplier' });
    expect(blocked.body.data.blockedAt).not.toBeNull();

    expect(await poolIds(supplier)).not.toContain(buyer.buyerId);
    expect(await poolIds(supplier, { keyword: buyer.word })).toEqual([]);
    expect(await recommendedIds(supplier)).not.toContain(buyer.buyerId);
    expect(await visitorIds(supplier)).not.toContain(buyer.buyerId);

    // The supplier's conversation says so, and neither side can write.
    const list = await callApi(t, chatCalls.list, { buyerId: buyer.buyerId }, { token: supplier.token });
    expect(list.body.data.list[0]?.buyer.blocked).toBe(true);
    const card = await callApi(t, chatCalls.buyerInfo, { buyerId: buyer.buyerId }, { token: supplier.token });
    expect(card.body.data.isBlocked).toBe(true);
    const supplierSend = await send(supplier.socket, { buyerId: buyer.buyerId, content: 'Still there?' });
    expect(supplierSend).toMatchObject({ ok: false, code: ErrorCode.BUYER_BLOCKED });
    const buyerSend = await send(buyer.socket, { supplierId: supplier.supplierId, content: 'Buy my ads' });
    expect(buyerSend).toMatchObject({ ok: false, code: ErrorCode.BUYER_ACCOUNT_BLOCKED });
    if (!buyerSend.ok) expect(buyerSend.msg).toContain('blocked by the platform');
    const check = await callApi(
      t,
      buyerCalls.contactCheck,
      { buyerId: buyer.buyerId },
      { token: supplier.token },
    );
    expect(check.body.data).toMatchObject({ allowed: false, refusal: 'BUYER_BLOCKED' });
    const rfq = await callApi(t, buyerRfqCalls.create, rfqInput(subId), { token: buyer.token });
    expect(rfq.body.code).toBe(ErrorCode.BUYER_ACCOUNT_BLOCKED);
    // The buyer keeps reading (their session stays), and sees that they are blocked.
    const history = await callApi(t, buyerAppCalls.history, { conversationId }, { token: buyer.token });
    expect(history.body.data.list.map((m) => m.content)).toEqual(['Our honey price list']);
    const mine = await callApi(t, buyerAppCalls.conversations, {}, { token: buyer.token });
    expect(mine.body.data.list[0]?.buyer.blocked).toBe(true);

    await block(buyer.buyerId, false, 'Explained: a misunderstanding');
    expect(await poolIds(supplier, { keyword: buyer.word })).toEqual([buyer.buyerId]);
    expect(await recommendedIds(supplier)).toContain(buyer.buyerId);
    expect(await visitorIds(supplier)).toContain(buyer.buyerId);
    stored(await send(supplier.socket, { buyerId: buyer.buyerId, content: 'Welcome back' }));
    stored(await send(buyer.socket, { supplierId: supplier.supplierId, content: 'Thanks' }));

    expect((await auditOf('buyer.block', buyer.buyerId))[0]?.details).toMatchObject({
      reason: 'Sends the same advert to every supplier',
    });
    expect((await auditOf('buyer.unblock', buyer.buyerId))[0]?.details).toMatchObject({
      reason: 'Explained: a misunderstanding',
      blockReason: 'Sends the same advert to every supplier',
    });
  });

  it('needs a reason', async () => {
    const buyer = await honeyBuyer();
    const refused = await block(buyer.buyerId, true, '  ');
    expect(refused.body.code).toBe(ErrorCode.VALIDATION);
    const listed = await callApi(t, consoleBuyerCalls.list, { keyword: buyer.word }, { token: agent.token });
    expect(listed.body.data.list[0]?.blockedAt).toBeNull();
  });
});

describe('verifying a buyer', () => {
  it('shows as Selected in the pool and on the chat buyer card, and can be taken back', async () => {
    const supplier = await honeySupplier();
    const buyer = await honeyBuyer({ isSelected: false });
    await converse(supplier, buyer);
    expect(await poolIds(supplier, { tab: 'selected', keyword: buyer.word })).toEqual([]);

    const verified = await callApi(
      t,
      consoleBuyerCalls.verify,
      { buyerId: buyer.buyerId, verified: true },
      {
        token: agent.token,
      },
    );
    expect(verified.body.data.verifiedAt).not.toBeNull();
    expect(await poolIds(supplier, { tab: 'selected', keyword: buyer.word })).toEqual([buyer.buyerId]);
    const card = await callApi(t, chatCalls.buyerInfo, { buyerId: buyer.buyerId }, { token: supplier.token });
    expect(card.body.data.isSelected).toBe(true);
    const onlyVerified = await callApi(
      t,
      consoleBuyerCalls.list,
      { keyword: buyer.word, verified: true },
      {
        token: agent.token,
      },
    );
    expect(onlyVerified.body.data.total).toBe(1);

    await callApi(
      t,
      consoleBuyerCalls.verify,
      { buyerId: buyer.buyerId, verified: false },
      { token: agent.token },
    );
    expect(await poolIds(supplier, { tab: 'selected', keyword: buyer.word })).toEqual([]);
    const after = await callApi(
      t,
      chatCalls.buyerInfo,
      { buyerId: buyer.buyerId },
      { token: supplier.token },
    );
    expect(after.body.data.isSelected).toBe(false);
    expect(await auditOf('buyer.verify', buyer.buyerId)).toHaveLength(1);
    expect(await auditOf('buyer.unverify', buyer.buyerId)).toHaveLength(1);
  });
});

describe('reports of buyers', () => {
  it('takes one open report per company, lists them for the console, dismisses, and blocking resolves the rest', async () => {
    const [first, second, stranger] = [await honeySupplier(), await honeySupplier(), await honeySupplier()];
    const buyer = await honeyBuyer();
    await converse(first, buyer);
    await converse(second, buyer);
    const report = (supplier: Supplier, reason: 'spam' | 'abuse' | 'fraud' | 'other', note?: string) =>
      callApi(
        t,
        buyerReportCalls.report,
        { buyerId: buyer.buyerId, reason, ...(note ? { note } : {}) },
        {
          token: supplier.token,
        },
      );

    const firstReport = await report(first, 'spam', 'Twenty identical messages in one hour');
    expect(firstReport.body.code).toBe(0);
    expect((await report(first, 'abuse')).body.code).toBe(ErrorCode.BUYER_ALREADY_REPORTED);
    expect((await report(stranger, 'spam')).body.code).toBe(ErrorCode.RECORD_NOT_FOUND);
    expect((await report(second, 'fraud')).body.code).toBe(0);

    const reported = await callApi(
      t,
      consoleBuyerCalls.list,
      { reported: true, sort: 'reports' },
      {
        token: agent.token,
      },
    );
    expect(reported.body.data.list[0]).toMatchObject({ id: buyer.buyerId, openReports: 2, reports: 2 });
    const open = await callApi(
      t,
      consoleBuyerCalls.reports,
      { buyerId: buyer.buyerId },
      { token: agent.token },
    );
    expect(open.body.data.list.map((r) => [r.supplier.name, r.reason, r.note])).toEqual([
      [first.input.companyName, 'spam', 'Twenty identical messages in one hour'],
      [second.input.companyName, 'fraud', null],
    ]);
    const counts = await callApi(t, consoleBuyerCalls.reportCounts, {}, { token: agent.token });
    expect(counts.body.data.open).toBeGreaterThanOrEqual(2);

    const firstId = firstReport.body.data.reportId;
    const dismissed = await callApi(
      t,
      consoleBuyerCalls.dismissReport,
      { reportId: firstId, reason: 'Normal follow-ups' },
      {
        token: agent.token,
      },
    );
    expect(dismissed.body.data).toMatchObject({ resolution: 'dismissed', resolvedBy: 'Grace Lin' });
    const twice = await callApi(
      t,
      consoleBuyerCalls.dismissReport,
      { reportId: firstId },
      { token: agent.token },
    );
    expect(twice.body.code).toBe(ErrorCode.BUYER_REPORT_RESOLVED);
    expect((await auditOf('buyer.report.dismiss', firstId))[0]?.details).toMatchObject({
      buyerId: buyer.buyerId,
      reason: 'Normal follow-ups',
    });
    // Once dismissed, the company may report again.
    expect((await report(first, 'abuse', 'Insults now')).body.code).toBe(0);

    await block(buyer.buyerId, true, 'Reported by two suppliers');
    const all = await callApi(
      t,
      consoleBuyerCalls.reports,
      { buyerId: buyer.buyerId, state: 'all' },
      {
        token: agent.token,
      },
    );
    expect(all.body.data.list.map((r) => r.resolution).sort()).toEqual(['blocked', 'blocked', 'dismissed']);
    const info = await callApi(t, consoleBuyerCalls.info, { buyerId: buyer.buyerId }, { token: agent.token });
    expect(info.body.data).toMatchObject({ openReports: 0, reports: 3 });
    expect((await auditOf('buyer.block', buyer.buyerId))[0]?.details).toMatchObject({ reportsResolved: 2 });
  });
});

describe('the profile', () => {
  it('shows contact history counts and saves edits the pool searches by, audited', async () => {
    const supplier = await honeySupplier();
    const buyer = await honeyBuyer();
    await converse(supplier, buyer);
    stored(await send(buyer.socket, { supplierId: supplier.supplierId, content: 'Send the COA please' }));
    stored(await send(buyer.socket, { supplierId: supplier.supplierId, content: 'And MOQ' }));
    await callApi(t, buyerRfqCalls.create, rfqInput(subId), { token: buyer.token });

    const info = await callApi(t, consoleBuyerCalls.info, { buyerId: buyer.buyerId }, { token: agent.token });
    expect(info.body.data.history).toEqual({
      suppliersContacted: 1,
      conversations: 1,
      messagesSent: 2,
      rfqsPosted: 1,
      reports: 0,
    });
    expect(info.body.data).toMatchObject({ email: buyer.spec.email, interestedBrands: ['Bee Kingdom'] });

    const renamed = `Zhejiang ${uniqueWord()} Nutrition`;
    const saved = await callApi(
      t,
      consoleBuyerCalls.save,
      {
        buyerId: buyer.buyerId,
        realName: buyer.spec.name,
        companyName: renamed,
        jobTitle: 'owner',
        title: 'ms',
        mainCategory: 'nutrition_health',
        purchasingCategoryIds: [subId],
        interestedBrands: ['Bee Kingdom', 'Ocean Omega'],
        country: 'CN',
        city: 'Ningbo',
      },
      { token: agent.token },
    );
    expect(saved.body.data).toMatchObject({ companyName: renamed, city: 'Ningbo', jobTitle: 'owner' });
    expect(saved.body.data.purchasingCategories.map((c) => c.id)).toEqual([subId]);
    const found = await callApi(t, buyerCalls.pool, { keyword: renamed }, { token: supplier.token });
    expect(found.body.data.list.map((b) => b.id)).toEqual([buyer.buyerId]);
    const byOldName = await callApi(t, buyerCalls.pool, { keyword: buyer.word }, { token: supplier.token });
    expect(byOldName.body.data.list.map((b) => b.id)).toEqual([buyer.buyerId]);
    const [audit] = await auditOf('buyer.update', buyer.buyerId);
    const changes = (audit?.details as { changes?: object } | undefined)?.changes ?? {};
    expect(Object.keys(changes).sort()).toEqual(
      ['city', 'companyName', 'interestedBrands', 'jobTitle', 'purchasingCategoryIds', 'title'].sort(),
    );

    const { mainId } = await rfqCategoryIds(t);
    const wrong = await callApi(
      t,
      consoleBuyerCalls.save,
      {
        ...saved.body.data,
        buyerId: buyer.buyerId,
        realName: buyer.spec.name,
        purchasingCategoryIds: [mainId],
      } as unknown as SaveBuyerProfile,
      { token: agent.token },
    );
    expect(wrong.body.code).toBe(ErrorCode.VALIDATION);
  });

  it('finds buyers by email and filters by country and city', async () => {
    const buyer = await honeyBuyer();
    const byEmail = await callApi(
      t,
      consoleBuyerCalls.list,
      { keyword: buyer.spec.email.toUpperCase() },
      {
        token: agent.token,
      },
    );
    expect(byEmail.body.data.list.map((b) => b.id)).toEqual([buyer.buyerId]);
    const elsewhere = await callApi(
      t,
      consoleBuyerCalls.list,
      { keyword: buyer.word, country: 'JP' },
      {
        token: agent.token,
      },
    );
    expect(elsewhere.body.data.total).toBe(0);
    const here = await callApi(
      t,
      consoleBuyerCalls.list,
      { keyword: buyer.word, country: 'CN' },
      {
        token: agent.token,
      },
    );
    expect(here.body.data.total).toBe(1);
  });
});
