import {
  API_BASE,
  type CategoryNames,
  type ConsoleCategoryTree,
  catalogueCalls,
  consoleCatalogueCalls,
  consoleCatalogueUpload,
  ErrorCode,
  referenceCalls,
  rfqCalls,
} from '@sc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, masterProducts, rfqs, suppliers } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed.js';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, makeMasterProducts, postMultipart } from '../../test/productFactories.js';
import { postRfq, rfqInput } from '../../test/rfqFactories.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let editor: Awaited<ReturnType<typeof makeStaffAndLogIn>>;
let supplier: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp();
  editor = await makeStaffAndLogIn(t, { realName: 'Lena Fischer', roleCode: 'catalogue_editor' });
  supplier = await signUpAndLogIn(t);
});
afterAll(() => t.close());

const treeOf = async () =>
  (await callApi(t, consoleCatalogueCalls.categoryTree, {}, { token: editor.token })).body
    .data as ConsoleCategoryTree;
const mainOf = (tree: ConsoleCategoryTree, code: string) => {
  const main = tree.find((node) => node.code === code);
  if (!main) throw new Error(`no main category ${code}`);
  return main;
};
const codeId = async (code: string) =>
  (await t.ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.code, code)))[0]?.id ??
  0;
const names = (en: string, zh: string, ja: string): CategoryNames => ({ en, zh, ja });

describe('brands', () => {
  it('adds a brand with a logo and categories that suppliers pick at once; a name taken (any case) is refused', async () => {
    const logo = await postMultipart(
      t,
      editor.token,
      `${API_BASE}${consoleCatalogueUpload.path}`,
      {},
      { bytes: await imageBytes('jpeg'), fileName: 'logo.jpg' },
    );
    const created = await callApi(
      t,
      consoleCatalogueCalls.brandCreate,
      { name: 'Kauri Coast', logoFileId: logo.body.data.fileId, categoryIds: [await codeId('nh_manuka')] },
      { token: editor.token },
    );
    expect(created.body.data).toMatchObject({ name: 'Kauri Coast', products: 0 });
    expect(created.body.data.logo?.thumbUrl).toBeTruthy();
    const picked = await callApi(t, referenceCalls.brands, { keyword: 'kauri' }, { token: supplier.token });
    expect(picked.body.data).toEqual([{ value: 'Kauri Coast', label: 'Kauri Coast' }]);
    const again = await callApi(
      t,
      consoleCatalogueCalls.brandCreate,
      { name: 'kauri coast' },
      { token: editor.token, lang: 'en' },
    );
    expect(again.body.code).toBe(ErrorCode.BRAND_NAME_TAKEN);
    expect(fieldsOf(again).name).toBe('Another brand already has this name.');
    const unknownCategory = await callApi(
      t,
      consoleCatalogueCalls.brandCreate,
      { name: 'Nowhere Foods', categoryIds: [2_000_000] },
      { token: editor.token },
    );
    expect(fieldsOf(unknownCategory)).toHaveProperty('categoryIds');
  });

  it('counts its products, refuses to delete a brand in use, and renames it into suppliers’ searches', async () => {
    const [productId = 0] = await makeMasterProducts(t, [
      { barcode: '4006381333931', name: 'Rewarewa Honey 500 g', brand: 'Old Orchard' },
    ]);
    const [row] = await t.ctx.db.select().from(masterProducts).where(eq(masterProducts.id, productId));
    const brandId = row?.brandId ?? 0;
    const listed = await callApi(
      t,
      consoleCatalogueCalls.brandList,
      { keyword: 'orchard' },
      { token: editor.token },
    );
    expect(listed.body.data.list).toEqual([expect.objectContaining({ id: brandId, products: 1 })]);
    const refused = await callApi(
      t,
      consoleCatalogueCalls.brandDelete,
      { id: brandId },
      { token: editor.token, lang: 'en' },
    );
    expect(refused.body).toMatchObject({
      code: ErrorCode.BRAND_IN_USE,
      msg: 'This brand is in use by 1 catalogue products: give them another brand first.',
    });
    // Searching first keeps this search's window for every supplier (10 s): the rename must drop it.
    const search = async (keyword: string) =>
      (await callApi(t, catalogueCalls.search, { keyword }, { token: supplier.token })).body.data.list;
    expect(await search('orchard valley')).toEqual([]);
    const renamed = await callApi(
      t,
      consoleCatalogueCalls.brandUpdate,
      { id: brandId, name: 'Orchard Valley' },
      { token: editor.token },
    );
    expect(renamed.body.data.name).toBe('Orchard Valley');
    expect((await search('orchard valley')).map((p) => [p.name, p.brand])).toEqual([
      ['Rewarewa Honey 500 g', 'Orchard Valley'],
    ]);
    const unused = await callApi(
      t,
      consoleCatalogueCalls.brandCreate,
      { name: 'Short Lived' },
      { token: editor.token },
    );
    const deleted = await callApi(
      t,
      consoleCatalogueCalls.brandDelete,
      { id: unused.body.data.id },
      { token: editor.token },
    );
    expect(deleted.body.code).toBe(0);
    const actions = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'brand'));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['catalogue.brand.create', 'catalogue.brand.update', 'catalogue.brand.delete']),
    );
  });
});

describe('category tree', () => {
  it('lists the six main categories with their sub-categories in three languages and what uses each', async () => {
    const tree = await treeOf();
    expect(tree.map((main) => main.names.zh)).toEqual([
      '食品饮料',
      '美妆个护',
      '服装鞋包',
      '家居生活',
      '母婴',
      '营养保健',
    ]);
    const nutrition = mainOf(tree, 'nutrition_health');
    const manuka = nutrition.children.find((c) => c.code === 'nh_manuka');
    expect(manuka?.names).toEqual({
      en: 'Honey & Bee Products',
      zh: expect.any(String),
      ja: expect.any(String),
    });
    expect(manuka?.uses.masterProducts).toBeGreaterThan(0);
    expect(nutrition.inUse).toBeGreaterThanOrEqual(manuka?.inUse ?? 0);
  });

  it('renames and moves a sub-category: products keep it, RFQs follow, every cache shows the change at once', async () => {
    const before = await treeOf();
    const food = mainOf(before, 'food_beverage');
    const created = await callApi(
      t,
      consoleCatalogueCalls.categoryCreate,
      { parentId: food.id, names: names('Frozen Desserts', '冷冻甜品', '冷凍デザート') },
      { token: editor.token },
    );
    const sub = mainOf(created.body.data, 'food_beverage').children.at(-1);
    expect(sub?.names.en).toBe('Frozen Desserts');
    const subId = sub?.id ?? 0;
    const [productId = 0] = await makeMasterProducts(t, [
      { barcode: '5901234123457', name: 'Hokey Pokey Ice Cream 2 l', brand: 'Tip Top' },
    ]);
    await t.ctx.db.update(masterProducts).set({ categoryId: subId }).where(eq(masterProducts.id, productId));
    const buyer = await makeBuyerAndLogIn(t);
    const rfq = await postRfq(t, buyer.token, rfqInput(subId, { productName: 'Ice cream tubs' }));
    // Read once so every cache holds the old names (the tree, the RFQ category map).
    const rfqCategory = async (lang = 'en') =>
      (await callApi(t, rfqCalls.info, { rfqId: rfq.id }, { token: supplier.token, lang })).body.data
        .category;
    expect(await rfqCategory()).toMatchObject({ name: 'Frozen Desserts', mainCategory: 'food_beverage' });
    const supplierTree = await callApi(t, referenceCalls.categories, {}, { token: supplier.token });
    expect(supplierTree.body.data.find((c) => c.value === food.id)?.children?.map((c) => c.label)).toContain(
      'Frozen Desserts',
    );

    await callApi(
      t,
      consoleCatalogueCalls.categoryRename,
      { id: subId, names: names('Ice Cream', '冰淇淋', 'アイスクリーム') },
      { token: editor.token },
    );
    expect(await rfqCategory()).toMatchObject({ name: 'Ice Cream' });
    expect(await rfqCategory('zh-CN')).toMatchObject({ name: '冰淇淋' });
    const found = await callApi(
      t,
      catalogueCalls.search,
      { barcode: '5901234123457' },
      { token: supplier.token },
    );
    expect(found.body.data.list[0]?.categoryPath).toEqual(['Food & Beverage', 'Ice Cream']);

    const home = mainOf(before, 'house_life');
    const moved = await callApi(
      t,
      consoleCatalogueCalls.categoryMove,
      { id: subId, parentId: home.id },
      { token: editor.token },
    );
    expect(mainOf(moved.body.data, 'house_life').children.map((c) => c.id)).toContain(subId);
    expect(await rfqCategory()).toMatchObject({ id: subId, name: 'Ice Cream', mainCategory: 'house_life' });
    const [rfqRow] = await t.ctx.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(rfqRow).toMatchObject({ categoryId: subId, mainCategoryId: home.id });
    const market = await callApi(
      t,
      rfqCalls.list,
      { categoryId: home.id, keyword: 'ice cream tubs' },
      { token: supplier.token },
    );
    expect(market.body.data.list.map((r) => r.id)).toEqual([rfq.id]);
    const [product] = await t.ctx.db.select().from(masterProducts).where(eq(masterProducts.id, productId));
    expect(product?.categoryId).toBe(subId);
    const inHome = await callApi(
      t,
      catalogueCalls.search,
      { categoryId: home.id },
      { token: supplier.token },
    );
    expect(inHome.body.data.list.map((p) => p.categoryPath)).toContainEqual(['House & Life', 'Ice Cream']);
  });

  it("keeps a company's main categories in step when a sub-category it sells in moves", async () => {
    const tree = await treeOf();
    const baby = mainOf(tree, 'mother_baby');
    const beauty = mainOf(tree, 'beauty_personal_care');
    const sub = baby.children[0];
    if (!sub) throw new Error('no sub-category');
    const company = await signUpAndLogIn(t);
    await t.ctx.db
      .update(suppliers)
      .set({ categoryIds: [sub.id], mainCategories: ['mother_baby'] })
      .where(eq(suppliers.id, company.supplierId));
    await callApi(
      t,
      consoleCatalogueCalls.categoryMove,
      { id: sub.id, parentId: beauty.id },
      { token: editor.token },
    );
    const [row] = await t.ctx.db.select().from(suppliers).where(eq(suppliers.id, company.supplierId));
    expect(row?.mainCategories).toEqual(['beauty_personal_care']);
  });

  it('reorders, refuses to remove what is in use (saying what) or a main category, removes an unused one', async () => {
    const tree = await treeOf();
    const clothing = mainOf(tree, 'clothing_shoes_bags');
    const reversed = clothing.children.map((c) => c.id).reverse();
    const reordered = await callApi(
      t,
      consoleCatalogueCalls.categoryReorder,
      { parentId: clothing.id, ids: reversed },
      { token: editor.token },
    );
    expect(mainOf(reordered.body.data, 'clothing_shoes_bags').children.map((c) => c.id)).toEqual(reversed);
    const supplierTree = await callApi(t, referenceCalls.categories, {}, { token: supplier.token });
    expect(
      supplierTree.body.data.find((c) => c.value === clothing.id)?.children?.map((c) => c.value),
    ).toEqual(reversed);
    const partial = await callApi(
      t,
      consoleCatalogueCalls.categoryReorder,
      { parentId: clothing.id, ids: reversed.slice(1) },
      { token: editor.token },
    );
    expect(fieldsOf(partial)).toHaveProperty('ids');

    const manuka = await codeId('nh_manuka');
    const inUse = await callApi(
      t,
      consoleCatalogueCalls.categoryDelete,
      { id: manuka },
      { token: editor.token, lang: 'en' },
    );
    expect(inUse.body.code).toBe(ErrorCode.CATEGORY_IN_USE);
    expect(inUse.body.msg).toMatch(/catalogue products: \d+/);
    const main = await callApi(
      t,
      consoleCatalogueCalls.categoryDelete,
      { id: clothing.id },
      { token: editor.token },
    );
    expect(main.body.code).toBe(ErrorCode.CATEGORY_MAIN_FIXED);
    const mainMove = await callApi(
      t,
      consoleCatalogueCalls.categoryMove,
      { id: clothing.id, parentId: mainOf(tree, 'house_life').id },
      { token: editor.token },
    );
    expect(mainMove.body.code).toBe(ErrorCode.CATEGORY_MAIN_FIXED);

    const extra = await callApi(
      t,
      consoleCatalogueCalls.categoryCreate,
      { parentId: clothing.id, names: names('Hats', '帽子', '帽子') },
      { token: editor.token },
    );
    const hats = mainOf(extra.body.data, 'clothing_shoes_bags').children.find((c) => c.names.en === 'Hats');
    expect(hats?.inUse).toBe(0);
    const removed = await callApi(
      t,
      consoleCatalogueCalls.categoryDelete,
      { id: hats?.id ?? 0 },
      { token: editor.token },
    );
    expect(mainOf(removed.body.data, 'clothing_shoes_bags').children.map((c) => c.names.en)).not.toContain(
      'Hats',
    );
  });

  it('is left as the console made it when the reference data is seeded again at the next start', async () => {
    const tree = await treeOf();
    const pets = mainOf(tree, 'house_life').children.find((c) => c.code === 'hl_pets');
    if (!pets) throw new Error('no pets');
    await callApi(
      t,
      consoleCatalogueCalls.categoryRename,
      { id: pets.id, names: names('Pet Care', '宠物护理', 'ペットケア') },
      { token: editor.token },
    );
    await callApi(
      t,
      consoleCatalogueCalls.categoryMove,
      { id: pets.id, parentId: mainOf(tree, 'nutrition_health').id },
      { token: editor.token },
    );
    const cleaning = mainOf(tree, 'house_life').children.find((c) => c.code === 'hl_cleaning');
    const removed = await callApi(
      t,
      consoleCatalogueCalls.categoryDelete,
      { id: cleaning?.id ?? 0 },
      { token: editor.token },
    );
    expect(removed.body.code).toBe(0);
    await seedReferenceData(t.ctx.db);
    const [row] = await t.ctx.db.select().from(categories).where(eq(categories.id, pets.id));
    expect(row).toMatchObject({ nameEn: 'Pet Care', parentId: mainOf(tree, 'nutrition_health').id });
    expect(await t.ctx.db.select().from(categories).where(eq(categories.code, 'hl_cleaning'))).toEqual([]);
  });
});
