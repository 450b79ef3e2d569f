import {
  buyerAppCalls,
  buyerCalls,
  COMPANY_LIMITS,
  type CompanyProfile,
  companyCalls,
  consoleCompanyCalls,
  serviceCalls,
  showroomCalls,
  supportCalls,
} from '@sc/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyImages, files } from '../../db/schema/index.js';
import { makeBuyerAndLogIn, makeBuyers } from '../../test/buyerFactories.js';
import { INTRODUCTION, profileInput, uploadCompanyPhoto } from '../../test/companyFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeSupplierProducts, PDF_BYTES } from '../../test/productFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signUpAndLogIn>>;
const info = async (account: Account) =>
  (await callApi(t, companyCalls.info, {}, { token: account.token })).body.data as CompanyProfile;
const png = async () => ({ bytes: await imageBytes(), fileName: 'factory.png' });
const storedFiles = async (supplierId: number) =>
  (await t.ctx.db.select({ n: count() }).from(files).where(eq(files.supplierId, supplierId)))[0]?.n ?? 0;

describe('company profile', () => {
  it('saves the profile with the spec’s validation texts, and locks name, country and type after the first save', async () => {
    const account = await signUpAndLogIn(t, { companyName: 'Andes Olive Mill S.A.', country: 'CL' });
    const fresh = await info(account);
    expect(fresh).toMatchObject({
      name: 'Andes Olive Mill S.A.',
      country: 'CL',
      businessType: null,
      locked: { fields: [], reason: null },
      state: { status: 'draft', complete: false, unlocked: false },
    });
    expect(fresh.state.missing).toEqual(['logo', 'introduction', 'categories', 'exhibits']);

    const empty = await callApi(
      t,
      companyCalls.update,
      { name: '', introduction: { en: '' }, categoryIds: [] } as never,
      { token: account.token, lang: 'en' },
    );
    expect(empty.body.code).toBe(1000);
    expect(fieldsOf(empty)).toMatchObject({
      name: 'Please enter the full company name',
      businessType: 'Please choose manufacturer or trading company',
      categoryIds: 'Choose at least one main category',
    });
    const future = await callApi(
      t,
      companyCalls.update,
      await profileInput(t, account, { yearFounded: new Date().getUTCFullYear() + 1 }),
      { token: account.token, lang: 'ja' },
    );
    expect(fieldsOf(future)).toEqual({ yearFounded: '設立年を入力してください（1800年～今年）' });

    // The first save may still correct the sign-up's name; it is recorded.
    const saved = await callApi(
      t,
      companyCalls.update,
      await profileInput(t, account, {
        name: 'Andes Olive Mill SpA',
        yearFounded: 1987,
        staffRange: '51_200',
        mainMarkets: ['east_asia', 'north_america'],
        introduction: { en: INTRODUCTION, zh: '安第斯山脉的家族橄榄油厂。', ja: null },
        businessGoods: ['Olive oil', 'olive oil', 'Table olives'],
      }),
      { token: account.token },
    );
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      name: 'Andes Olive Mill SpA',
      yearFounded: 1987,
      mainCategories: ['food_beverage'],
      businessGoods: ['Olive oil', 'Table olives'],
      introduction: { en: INTRODUCTION, zh: '安第斯山脉的家族橄榄油厂。', ja: null },
      locked: { fields: ['name', 'country', 'businessType'], reason: 'saved' },
    });
    expect(saved.body.data.history.map((h) => [h.field, h.from, h.to, h.changedBy])).toEqual(
      expect.arrayContaining([
        ['name', 'Andes Olive Mill S.A.', 'Andes Olive Mill SpA', 'supplier'],
        ['businessType', null, 'manufacturer', 'supplier'],
      ]),
    );

    // Now locked: a different name or country is refused with the reason, and nothing changes.
    const renamed = await callApi(
      t,
      companyCalls.update,
      await profileInput(t, account, { name: 'Other Name Ltd', country: 'PE', introduction: { en: 'x' } }),
      { token: account.token, lang: 'en' },
    );
    expect(renamed.body.code).toBe(3403);
    expect(renamed.body.msg).toBe(
      'Full company name, Country/region can only be changed by customer service now. Send a change request from your company profile.',
    );
    expect(fieldsOf(renamed)).toMatchObject({ name: 'Locked: ask customer service to change it' });
    expect((await info(account)).introduction.en).toBe(INTRODUCTION);
  });

  it('places five images uploaded at once one after another, and refuses a sixth racing them', async () => {
    const account = await signUpAndLogIn(t);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map(async (caption) =>
        uploadCompanyPhoto(t, account.token, { kind: 'image', caption }, await png()),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 0, 0, 0, 0, 3404]);
    const rows = await t.ctx.db
      .select({ position: companyImages.position })
      .from(companyImages)
      .where(eq(companyImages.supplierId, account.supplierId));
    expect(rows.map((r) => r.position).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await storedFiles(account.supplierId)).toBe(5);
  });

  it('takes a logo and five images (JPG/PNG, 5 MB, checked by content), refuses a sixth storing nothing, and reorders, captions, replaces and deletes', async () => {
    const account = await signUpAndLogIn(t);
    const logo = await uploadCompanyPhoto(t, account.token, { kind: 'logo' }, await png());
    expect(logo.body.data.logo.mime).toBe('image/png');

    const notImage = await uploadCompanyPhoto(
      t,
      account.token,
      { kind: 'image' },
      { bytes: PDF_BYTES, fileName: 'fake.png' },
    );
    expect(notImage.body.code).toBe(2100);
    const huge = await uploadCompanyPhoto(
      t,
      account.token,
      { kind: 'image' },
      { bytes: Buffer.concat([await imageBytes(), Buffer.alloc(5 * 1024 * 1024)]), fileName: 'big.png' },
    );
    expect(huge.status).toBe(413);
    expect(await storedFiles(account.supplierId)).toBe(1);

    for (const caption of ['Factory', 'Warehouse', 'Products', 'Trade fair', 'Team']) {
      const added = await uploadCompanyPhoto(t, account.token, { kind: 'image', caption }, await png());
      expect(added.body.code).toBe(0);
    }
    const sixth = await uploadCompanyPhoto(t, account.token, { kind: 'image' }, await png());
    expect(sixth.body.code).toBe(3404);
    expect(sixth.body.msg).toMatch(/at most five company images/);
    const sixthZh = await uploadCompanyPhoto(t, account.token, { kind: 'image' }, await png());
    expect(sixthZh.body.code).toBe(3404);
    expect(await storedFiles(account.supplierId)).toBe(6);

    let profile = await info(account);
    expect(profile.images.map((i) => i.caption)).toEqual([
      'Factory',
      'Warehouse',
      'Products',
      'Trade fair',
      'Team',
    ]);
    const [factory, warehouse, products, fair, team] = profile.images.map((i) => i.fileId) as string[];

    // Replace the warehouse picture in place (even at five), keeping its caption.
    const replaced = await uploadCompanyPhoto(
      t,
      account.token,
      { kind: 'image', replaceFileId: warehouse },
      await png(),
    );
    expect(replaced.body.data.images.map((i: { caption: string }) => i.caption)).toEqual([
      'Factory',
      'Warehouse',
      'Products',
      'Trade fair',
      'Team',
    ]);
    const newWarehouse = replaced.body.data.images[1].fileId as string;
    expect(newWarehouse).not.toBe(warehouse);

    // Reorder, recaption, drop two and the logo.
    const saved = await callApi(
      t,
      companyCalls.savePhotos,
      {
        logoFileId: null,
        images: [
          { fileId: team as string, caption: 'Our team' },
          { fileId: factory as string, caption: 'Factory' },
          { fileId: newWarehouse, caption: 'Warehouse' },
        ],
      },
      { token: account.token },
    );
    expect(saved.body.data.logo).toBeNull();
    expect(saved.body.data.images.map((i) => i.caption)).toEqual(['Our team', 'Factory', 'Warehouse']);
    profile = await info(account);
    expect(profile.images.map((i) => i.fileId)).not.toContain(products);
    expect(profile.images.map((i) => i.fileId)).not.toContain(fair);

    // A file that is not one of my images cannot be kept, and a seventh entry is refused by the schema.
    const foreign = await callApi(
      t,
      companyCalls.savePhotos,
      { logoFileId: null, images: [{ fileId: 'not-mine-at-all' }] },
      { token: account.token },
    );
    expect(fieldsOf(foreign)).toEqual({ images: 'This value is not valid' });
    const tooMany = await callApi(
      t,
      companyCalls.savePhotos,
      { logoFileId: null, images: Array.from({ length: 6 }, (_, i) => ({ fileId: `file${i}` })) },
      { token: account.token, lang: 'en' },
    );
    expect(fieldsOf(tooMany)).toEqual({
      images: 'JPG or PNG only, at most 5 MB each, at most five company images',
    });
    expect(COMPANY_LIMITS.maxImages).toBe(5);
  });

  it('lists the brands of my products and shows only those I pick', async () => {
    const account = await signUpAndLogIn(t);
    await makeSupplierProducts(t, account.supplierId, [
      { name: 'A', brand: 'Cordillera' },
      { name: 'B', brand: 'Cordillera' },
      { name: 'C', brand: 'Pacifico' },
      { name: 'D' },
    ]);
    const brands = await callApi(t, companyCalls.brands, {}, { token: account.token });
    expect(brands.body.data).toEqual([
      { name: 'Cordillera', products: 2, shown: false },
      { name: 'Pacifico', products: 1, shown: false },
    ]);
    const unknown = await callApi(
      t,
      companyCalls.update,
      await profileInput(t, account, { brands: ['Nestlé'] }),
      { token: account.token },
    );
    expect(fieldsOf(unknown)).toEqual({ brands: 'This value is not valid' });
    await callApi(t, companyCalls.update, await profileInput(t, account, { brands: ['Pacifico'] }), {
      token: account.token,
    });
    const after = await callApi(t, companyCalls.brands, {}, { token: account.token });
    expect(after.body.data.filter((b) => b.shown).map((b) => b.name)).toEqual(['Pacifico']);
  });

  it('publishes only a complete showroom, says what is missing, and can take it offline', async () => {
    const account = await signUpAndLogIn(t);
    const refused = await callApi(
      t,
      companyCalls.updateStatus,
      { status: 'published' },
      { token: account.token, lang: 'en' },
    );
    expect(refused.body.code).toBe(3402);
    expect(refused.body.msg).toBe(
      'Your showroom is not complete yet: a logo, an introduction of at least 100 characters, at least one main category, at least 3 displayed products',
    );
    await uploadCompanyPhoto(t, account.token, { kind: 'logo' }, await png());
    await callApi(t, companyCalls.update, await profileInput(t, account), { token: account.token });
    const ids = await makeSupplierProducts(t, account.supplierId, [
      { name: 'A' },
      { name: 'B' },
      { name: 'C' },
    ]);
    await callApi(t, showroomCalls.add, { productIds: ids.slice(0, 2) }, { token: account.token });
    const state = await callApi(t, companyCalls.state, {}, { token: account.token });
    expect(state.body.data).toMatchObject({ missing: ['exhibits'], exhibits: 2, complete: false });
    await callApi(t, showroomCalls.add, { productIds: ids.slice(2) }, { token: account.token });
    const published = await callApi(
      t,
      companyCalls.updateStatus,
      { status: 'published' },
      { token: account.token },
    );
    expect(published.body.data).toEqual({
      status: 'published',
      missing: [],
      exhibits: 3,
      complete: true,
      unlocked: true,
    });
    const offline = await callApi(
      t,
      companyCalls.updateStatus,
      { status: 'offline' },
      { token: account.token },
    );
    expect(offline.body.data).toMatchObject({ status: 'offline', unlocked: false });
  });
});

describe('locked fields go through customer service', () => {
  it('sends a change request into the support chat, and the applied request updates the profile with history and an audit entry', async () => {
    const account = await signUpAndLogIn(t, { companyName: 'Pampa Foods S.A.', country: 'AR' });
    const staff = await makeStaffAndLogIn(t, { realName: 'Grace Lin' });
    // Before the first save nothing is locked: a request is not needed.
    await callApi(t, companyCalls.update, await profileInput(t, account), { token: account.token });

    const nothing = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Pampa Foods S.A.', reason: 'No change' },
      { token: account.token, lang: 'en' },
    );
    expect(fieldsOf(nothing)).toEqual({ name: 'Change at least one value' });
    const noReason = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Pampa Alimentos S.A.', reason: '' },
      { token: account.token, lang: 'zh' },
    );
    expect(fieldsOf(noReason)).toEqual({ reason: '请说明修改原因' });

    const request = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Pampa Alimentos S.A.', country: 'UY', reason: 'We moved to Montevideo and renamed.' },
      { token: account.token, lang: 'en' },
    );
    expect(request.body.data).toMatchObject({
      status: 'pending',
      from: { name: 'Pampa Foods S.A.', country: 'AR' },
      to: { name: 'Pampa Alimentos S.A.', country: 'UY' },
    });
    const again = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Other', reason: 'Again' },
      { token: account.token },
    );
    expect(again.body.code).toBe(3405);
    const thread = await callApi(t, supportCalls.myThread, {}, { token: account.token });
    expect(thread.body.data.messages.at(-1)?.content).toBe(
      `Change request #${request.body.data.id}: please change our locked company details\nFull company name: Pampa Foods S.A. → Pampa Alimentos S.A.\nCountry/region: Argentina → Uruguay\nReason: We moved to Montevideo and renamed.`,
    );
    expect((await info(account)).pendingChange?.id).toBe(request.body.data.id);

    // Suppliers cannot decide; the team sees the request and applies it.
    expect(
      (
        await callApi(
          t,
          consoleCompanyCalls.decide,
          { id: request.body.data.id, decision: 'apply' },
          { token: account.token },
        )
      ).status,
    ).toBe(403);
    const pending = await callApi(
      t,
      consoleCompanyCalls.changeRequests,
      { status: 'pending' },
      { token: staff.token },
    );
    const listed = pending.body.data.find((r) => r.id === request.body.data.id);
    expect(listed).toMatchObject({ companyName: 'Pampa Foods S.A.', supplierId: account.supplierId });
    const applied = await callApi(
      t,
      consoleCompanyCalls.decide,
      { id: request.body.data.id, decision: 'apply', answer: 'Checked against the new registration.' },
      { token: staff.token, lang: 'en' },
    );
    expect(applied.body.data).toMatchObject({ status: 'applied', companyName: 'Pampa Alimentos S.A.' });
    const twice = await callApi(
      t,
      consoleCompanyCalls.decide,
      { id: request.body.data.id, decision: 'reject' },
      { token: staff.token },
    );
    expect(twice.body.code).toBe(3406);

    const profile = await info(account);
    expect(profile).toMatchObject({ name: 'Pampa Alimentos S.A.', country: 'UY', pendingChange: null });
    expect(
      profile.history.slice(0, 2).map((h) => [h.field, h.from, h.to, h.changedBy, h.changeRequestId]),
    ).toEqual(
      expect.arrayContaining([
        ['name', 'Pampa Foods S.A.', 'Pampa Alimentos S.A.', 'staff', request.body.data.id],
        ['country', 'AR', 'UY', 'staff', request.body.data.id],
      ]),
    );
    const answer = (
      await callApi(t, supportCalls.myThread, {}, { token: account.token })
    ).body.data.messages.at(-1);
    expect(answer).toMatchObject({ senderKind: 'staff' });
    expect(answer?.content).toMatch(/was applied[\s\S]*Checked against the new registration\./);
    const audit = await callApi(t, consoleCompanyCalls.audit, {}, { token: staff.token });
    expect(audit.body.data[0]).toMatchObject({
      actor: 'Grace Lin',
      action: 'company.changeRequest.apply',
      targetType: 'supplier',
      targetId: String(account.supplierId),
    });
  });

  it('lets the supplier withdraw a request and the team reject one, changing nothing', async () => {
    const account = await signUpAndLogIn(t, { companyName: 'Sierra Nuts Ltd' });
    const staff = await makeStaffAndLogIn(t);
    await callApi(t, companyCalls.update, await profileInput(t, account), { token: account.token });
    const first = await callApi(
      t,
      companyCalls.requestChange,
      { businessType: 'trading', reason: 'We stopped producing' },
      { token: account.token },
    );
    const withdrawn = await callApi(t, companyCalls.cancelChange, {}, { token: account.token });
    expect(withdrawn.body.data.pendingChange).toBeNull();
    const listed = await callApi(t, consoleCompanyCalls.changeRequests, {}, { token: staff.token });
    expect(listed.body.data.map((r) => r.id)).not.toContain(first.body.data.id);
    const second = await callApi(
      t,
      companyCalls.requestChange,
      { name: 'Sierra Nuts Trading Ltd', reason: 'Renamed' },
      { token: account.token },
    );
    const rejected = await callApi(
      t,
      consoleCompanyCalls.decide,
      {
        id: second.body.data.id,
        decision: 'reject',
        answer: 'Please send the new registration certificate.',
      },
      { token: staff.token },
    );
    expect(rejected.body.data.status).toBe('rejected');
    const profile = await info(account);
    expect(profile).toMatchObject({
      name: 'Sierra Nuts Ltd',
      businessType: 'manufacturer',
      pendingChange: null,
    });
    expect(profile.history.every((h) => h.changedBy === 'supplier')).toBe(true);
  });
});

describe('tenancy', () => {
  it('keeps a draft and its pictures to the company: others can neither read nor change them', async () => {
    const a = await signUpAndLogIn(t, { companyName: 'Draft Alpha Ltd' });
    const b = await signUpAndLogIn(t);
    const logo = await uploadCompanyPhoto(
      t,
      a.token,
      { kind: 'image', caption: 'Secret plant' },
      await png(),
    );
    const aImage = logo.body.data.images[0].fileId as string;
    await callApi(t, companyCalls.update, await profileInput(t, a), { token: a.token });

    // B's calls only ever see B's own company.
    expect((await info(b)).name).not.toBe('Draft Alpha Ltd');
    const steal = await callApi(
      t,
      companyCalls.savePhotos,
      { logoFileId: null, images: [{ fileId: aImage }] },
      { token: b.token },
    );
    expect(steal.body.code).toBe(1000);
    const replace = await uploadCompanyPhoto(
      t,
      b.token,
      { kind: 'image', replaceFileId: aImage },
      await png(),
    );
    expect(replace.body.code).toBe(2000);
    const rows = await t.ctx.db.select().from(companyImages).where(eq(companyImages.fileId, aImage));
    expect(rows.map((r) => r.supplierId)).toEqual([a.supplierId]);

    // Buyers do not find a draft, and its page shows no profile.
    const buyer = await makeBuyerAndLogIn(t);
    const found = await callApi(
      t,
      buyerAppCalls.suppliers,
      { keyword: 'Draft Alpha' },
      { token: buyer.token },
    );
    expect(found.body.data.total).toBe(0);
    const page = await callApi(
      t,
      buyerAppCalls.supplierShowroom,
      { supplierId: a.supplierId },
      { token: buyer.token },
    );
    expect(page.body.data.profile).toBeNull();
    // No anonymous access and no supplier access to the console.
    expect((await callApi(t, companyCalls.info, {})).status).toBe(401);
    expect((await callApi(t, consoleCompanyCalls.audit, {}, { token: a.token })).status).toBe(403);
  });
});

describe('the unlock rule', () => {
  it('refuses new contacts until the showroom is complete and published, spending nothing; then contact works', async () => {
    const account = await signUpAndLogIn(t);
    const [buyer] = (await makeBuyers(t, [{}])) as [number];
    const check = await callApi(t, buyerCalls.contactCheck, { buyerId: buyer }, { token: account.token });
    expect(check.body.data).toMatchObject({
      allowed: false,
      refusal: 'SHOWROOM_LOCKED',
      consumesQuota: true,
    });
    const refused = await callApi(
      t,
      buyerCalls.contact,
      { buyerId: buyer },
      { token: account.token, lang: 'en' },
    );
    expect(refused.body.code).toBe(3003);
    expect(refused.body.msg).toMatch(/^Buyers decide by your showroom\. .*a logo/);
    const quota = await callApi(t, serviceCalls.quota, {}, { token: account.token });
    expect(quota.body.data.used).toBe(0);

    // Complete but still a draft: the message asks to publish.
    await uploadCompanyPhoto(t, account.token, { kind: 'logo' }, await png());
    await callApi(t, companyCalls.update, await profileInput(t, account), { token: account.token });
    const ids = await makeSupplierProducts(t, account.supplierId, [
      { name: 'A' },
      { name: 'B' },
      { name: 'C' },
    ]);
    await callApi(t, showroomCalls.add, { productIds: ids }, { token: account.token });
    const draft = await callApi(
      t,
      buyerCalls.contact,
      { buyerId: buyer },
      { token: account.token, lang: 'en' },
    );
    expect(draft.body.msg).toMatch(/publish your showroom$/);

    await callApi(t, companyCalls.updateStatus, { status: 'published' }, { token: account.token });
    expect(
      (await callApi(t, buyerCalls.contactCheck, { buyerId: buyer }, { token: account.token })).body.data,
    ).toMatchObject({
      allowed: true,
      refusal: null,
    });
    const contacted = await callApi(t, buyerCalls.contact, { buyerId: buyer }, { token: account.token });
    expect(contacted.body.data.charged).toBe(true);

    // Taking the showroom offline keeps the conversation it has, but no new one starts.
    await callApi(t, companyCalls.updateStatus, { status: 'offline' }, { token: account.token });
    const same = await callApi(t, buyerCalls.contactCheck, { buyerId: buyer }, { token: account.token });
    expect(same.body.data).toMatchObject({ allowed: true, consumesQuota: false });
    const [other] = (await makeBuyers(t, [{}])) as [number];
    const next = await callApi(t, buyerCalls.contactCheck, { buyerId: other }, { token: account.token });
    expect(next.body.data.refusal).toBe('SHOWROOM_LOCKED');
  });
});
