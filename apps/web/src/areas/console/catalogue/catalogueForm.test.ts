import { type ConsoleCategoryTree, type ConsoleMasterProduct, MasterProductInputSchema } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryName,
  categoryOptions,
  defaultKeepId,
  movedInOrder,
  toMasterProductFormValues,
  toMasterProductInput,
} from './catalogueForm';

const product = (overrides: Partial<ConsoleMasterProduct> = {}): ConsoleMasterProduct => ({
  id: 5,
  barcode: '036000291452',
  mid: 'BK-250',
  name: 'Manuka Honey 250 g',
  brand: { id: 2, name: 'Bee Kingdom' },
  categoryId: 31,
  categoryPath: ['Nutrition & Health', 'Honey & Bee Products'],
  origin: 'NZ',
  specs: ['250 g jar'],
  images: [
    {
      fileId: 'pic1',
      url: '/api/files/pic1',
      thumbUrl: '/api/files/pic1/thumb',
      name: 'a.png',
      mime: 'image/png',
      size: 9,
    },
  ],
  state: 'active',
  retiredAt: null,
  mergedInto: null,
  linkedSuppliers: 0,
  wantedByBuyers: 0,
  rfqs: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('master product form', () => {
  it('round-trips a product into a body the contract accepts, pictures by file id', () => {
    const values = toMasterProductFormValues(product());
    const input = toMasterProductInput({ ...values, name: '  Manuka Honey 250 g ', specs: [' 250 g jar '] });
    expect(input).toEqual({
      barcode: '036000291452',
      mid: 'BK-250',
      name: 'Manuka Honey 250 g',
      brandId: 2,
      categoryId: 31,
      origin: 'NZ',
      specs: ['250 g jar'],
      imageIds: ['pic1'],
    });
    expect(MasterProductInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a missing brand and category so the contract names those fields, and leaves out unfinished uploads', () => {
    const values = toMasterProductFormValues();
    const input = toMasterProductInput({
      ...values,
      barcode: '4006381333931',
      mid: 'X',
      name: 'Y',
      images: [{ uid: 'u1', name: 'b.png', status: 'uploading' }],
    });
    expect(input.imageIds).toEqual([]);
    const parsed = MasterProductInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['brandId', 'categoryId']));
    expect(parsed.error?.issues.find((i) => i.path[0] === 'brandId')?.message).toBe(
      'error.catalogue.brandRequired',
    );
  });
});

describe('category tree helpers', () => {
  const uses = { masterProducts: 0, supplierProducts: 0, buyers: 0, rfqs: 0, suppliers: 0, brands: 0 };
  const node = (id: number, en: string, zh: string, ja: string) => ({
    id,
    code: `c${id}`,
    parentId: null,
    names: { en, zh, ja },
    sort: 0,
    uses,
    inUse: 0,
  });
  const tree: ConsoleCategoryTree = [
    {
      ...node(1, 'Food & Beverage', '食品饮料', '食品・飲料'),
      children: [{ ...node(7, 'Dairy', '乳制品', '乳製品'), parentId: 1 }],
    },
  ];

  it('names categories in the UI language', () => {
    expect(categoryName(tree[0]?.names ?? { en: '', zh: '', ja: '' }, 'ch')).toBe('食品饮料');
    expect(categoryOptions(tree, 'ja')).toEqual([
      { value: 1, title: '食品・飲料', children: [{ value: 7, title: '乳製品' }] },
    ]);
  });

  it('moves one place up or down, and not past either end', () => {
    expect(movedInOrder([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(movedInOrder([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(movedInOrder([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedInOrder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('default product to keep in a merge', () => {
  it('keeps the one most linked to, the oldest on a tie', () => {
    expect(
      defaultKeepId([
        product({ id: 3 }),
        product({ id: 4, linkedSuppliers: 2 }),
        product({ id: 5, rfqs: 1 }),
      ]),
    ).toBe(4);
    expect(defaultKeepId([product({ id: 9, wantedByBuyers: 1 }), product({ id: 8, rfqs: 1 })])).toBe(8);
    expect(defaultKeepId([])).toBeNull();
  });
});
