import { quotationCalls, quoteCalls, signatureCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/factories.js';
import { createQuotation, quotationInput, supplierWithProducts } from '../../test/quotationFactories.js';
import { addColleagueAndLogIn } from '../../test/teamFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = 2000;

/** A company with products, two Sales users and a Manager; each Sales user wrote one quotation. */
async function companyWithAuthors() {
  const owner = await supplierWithProducts(t);
  const salesA = await addColleagueAndLogIn(t, owner.supplierId, 'sales', { realName: 'Alice Sales' });
  const salesB = await addColleagueAndLogIn(t, owner.supplierId, 'sales', { realName: 'Bob Sales' });
  const manager = await addColleagueAndLogIn(t, owner.supplierId, 'manager', { realName: 'Mia Manager' });
  const write = async (token: string, name: string) => {
    const created = await createQuotation(t, token, quotationInput([owner.honey.id], { name }));
    if (created.body.code !== 0) throw new Error(`quotation setup failed: ${JSON.stringify(created.body)}`);
    return created.body.data;
  };
  return {
    owner,
    salesA,
    salesB,
    manager,
    ofA: await write(salesA.token, 'Alice honey offer'),
    ofB: await write(salesB.token, 'Bob honey offer'),
  };
}

describe('quotation scope: own and company', () => {
  it("lists, opens and changes only a Sales user's own quotations; a colleague's are not found", async () => {
    const { owner, salesA, salesB, ofA, ofB } = await companyWithAuthors();
    const asA = { token: salesA.token };
    expect(ofA.author).toEqual({ id: salesA.userId, name: 'Alice Sales' });

    const list = await callApi(t, quotationCalls.list, {}, asA);
    expect(list.body.data).toMatchObject({ total: 1, scope: 'own' });
    expect(list.body.data.list.map((q) => q.name)).toEqual(['Alice honey offer']);
    const options = await callApi(t, quotationCalls.select, {}, asA);
    expect(options.body.data.map((q) => q.id)).toEqual([ofA.id]);

    const byId = { id: ofB.id };
    const refused = {
      info: await callApi(t, quotationCalls.info, byId, asA),
      versions: await callApi(t, quotationCalls.versions, byId, asA),
      sends: await callApi(t, quotationCalls.sends, byId, asA),
      duplicate: await callApi(t, quotationCalls.duplicate, byId, asA),
      update: await callApi(
        t,
        quotationCalls.update,
        { id: ofB.id, ...quotationInput([owner.honey.id], { name: 'Taken over' }) },
        asA,
      ),
      archive: await callApi(t, quotationCalls.archive, { id: ofB.id, archived: true }, asA),
      delete: await callApi(t, quotationCalls.delete, byId, asA),
      pdf: await callApi(t, signatureCalls.quotationPdf, byId, asA),
    };
    for (const [name, result] of Object.entries(refused)) expect(result.body.code, name).toBe(NOT_FOUND);

    // B's quotation is as B left it: same name, version 1, not archived, still there.
    const asB = { token: salesB.token };
    expect((await callApi(t, quotationCalls.info, byId, asB)).body.data).toMatchObject({
      name: 'Bob honey offer',
      version: 1,
      isArchived: false,
    });
    // A's own calls work, and what A copies is A's.
    expect((await callApi(t, quotationCalls.info, { id: ofA.id }, asA)).body.data.name).toBe(
      'Alice honey offer',
    );
    const copy = await callApi(t, quotationCalls.duplicate, { id: ofA.id }, asA);
    expect(copy.body.data.author).toEqual({ id: salesA.userId, name: 'Alice Sales' });
    expect((await callApi(t, quotationCalls.delete, { id: copy.body.data.id }, asA)).body.code).toBe(0);
    expect((await callApi(t, quotationCalls.archive, { id: ofA.id, archived: true }, asA)).body.code).toBe(0);
  });

  it("shows a Manager every quotation of the company with its author, and lets them change a colleague's", async () => {
    const { owner, salesA, salesB, manager, ofA, ofB } = await companyWithAuthors();
    const asManager = { token: manager.token };
    const list = await callApi(t, quotationCalls.list, {}, asManager);
    expect(list.body.data.scope).toBe('company');
    expect(list.body.data.list.map((q) => [q.name, q.author?.name])).toEqual([
      ['Bob honey offer', 'Bob Sales'],
      ['Alice honey offer', 'Alice Sales'],
    ]);
    expect(list.body.data.list.map((q) => q.author?.id)).toEqual([salesB.userId, salesA.userId]);
    const updated = await callApi(
      t,
      quotationCalls.update,
      { id: ofB.id, ...quotationInput([owner.honey.id], { name: 'Bob honey offer (revised)' }) },
      asManager,
    );
    expect(updated.body.data).toMatchObject({ version: 2, author: { id: salesB.userId } });
    // The revision names who saved it; the quotation stays Bob's.
    const versions = await callApi(t, quotationCalls.versions, { id: ofB.id }, { token: salesB.token });
    expect(versions.body.data.map((v) => v.savedBy)).toEqual(['Mia Manager', 'Bob Sales']);
    expect((await callApi(t, quotationCalls.info, { id: ofA.id }, { token: owner.token })).body.code).toBe(0);
  });

  it('records who wrote each product price', async () => {
    const { owner, manager } = await companyWithAuthors();
    const quote = (token: string, price: string) =>
      callApi(
        t,
        quoteCalls.create,
        { productId: owner.honey.id, price, currency: 'USD', terms: 'FOB', expiresOn: '2099-06-30' },
        { token },
      );
    expect((await quote(owner.token, '11.00')).body.data.author).toEqual({
      id: owner.adminId,
      name: 'Ana Lima',
    });
    await quote(manager.token, '10.50');
    const list = await callApi(t, quoteCalls.list, {}, { token: owner.token });
    expect(list.body.data.list.map((q) => [q.price, q.author?.name])).toEqual([
      ['10.5', 'Mia Manager'],
      ['11', 'Ana Lima'],
    ]);
  });
});
