import type { Product } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { type ProductFormValues, toFormFieldErrors, toFormValues, toProductInput } from './productForm';

const product: Product = {
  id: 7,
  kind: 'linked',
  masterProductId: 3,
  barcode: '4006381333931',
  mid: 'MID-1',
  name: 'Green tea',
  images: [
    {
      fileId: 'f1',
      url: '/api/files/f1?s=1',
      thumbUrl: '/api/files/f1/thumb?s=1',
      name: 'a.jpg',
      mime: 'image/jpeg',
      size: 10,
    },
  ],
  brand: 'Kuro',
  categoryId: 12,
  categoryPath: ['Food & Beverage', 'Tea'],
  origin: 'JP',
  specs: ['100 g'],
  shelfLifeDays: 365,
  unitsPerPack: null,
  unitsPerCase: 24,
  casesPerPallet: null,
  remark: null,
  pricingUnit: 'case',
  quoteStatus: 'none',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('toFormValues', () => {
  it('starts a new product with no specs, no images and the unit price', () => {
    expect(toFormValues()).toMatchObject({ specs: [], images: [], pricingUnit: 'unit' });
  });

  it('shows an existing product’s images as uploaded items', () => {
    const values = toFormValues(product);
    expect(values.images[0]).toMatchObject({
      uid: 'f1',
      status: 'done',
      thumbUrl: '/api/files/f1/thumb?s=1',
    });
    expect(values.categoryId).toBe(12);
  });
});

describe('toProductInput', () => {
  it('round-trips a product into the update body', () => {
    expect(toProductInput(toFormValues(product))).toEqual({
      barcode: '4006381333931',
      mid: 'MID-1',
      name: 'Green tea',
      imageIds: ['f1'],
      brand: 'Kuro',
      categoryId: 12,
      origin: 'JP',
      specs: ['100 g'],
      shelfLifeDays: 365,
      unitsPerPack: null,
      unitsPerCase: 24,
      casesPerPallet: null,
      pricingUnit: 'case',
      remark: null,
    });
  });

  it('sends only finished uploads and trims text', () => {
    const values: ProductFormValues = {
      ...toFormValues(),
      barcode: ' 4006381333931 ',
      mid: 'M',
      name: ' Tea ',
      brand: '  ',
      remark: ' fresh ',
      specs: [' 100 g '],
      images: [
        { uid: 'u1', name: 'a.png', status: 'done', response: { ...product.images[0]!, fileId: 'new' } },
        { uid: 'u2', name: 'b.png', status: 'uploading', percent: 40 },
        { uid: 'u3', name: 'c.png', status: 'error' },
      ],
    };
    expect(toProductInput(values)).toMatchObject({
      barcode: '4006381333931',
      name: 'Tea',
      brand: null,
      remark: 'fresh',
      specs: ['100 g'],
      imageIds: ['new'],
    });
  });

  it('keeps a blank spec so the server rule can flag it too', () => {
    expect(toProductInput({ ...toFormValues(), specs: ['a', ' ', 'b'] }).specs).toEqual(['a', '', 'b']);
  });
});

describe('toFormFieldErrors', () => {
  it('maps server paths onto form fields', () => {
    expect(
      toFormFieldErrors(
        {
          barcode: 'Bad code',
          'specs.1': 'Too long',
          'specs[0]': 'Empty',
          imageIds: 'At most 5 images',
          other: 'x',
        },
        ['barcode', 'specs', 'images'],
      ),
    ).toEqual([
      { name: ['barcode'], errors: ['Bad code'] },
      { name: ['specs', 1], errors: ['Too long'] },
      { name: ['specs', 0], errors: ['Empty'] },
      { name: ['images'], errors: ['At most 5 images'] },
    ]);
  });
});
