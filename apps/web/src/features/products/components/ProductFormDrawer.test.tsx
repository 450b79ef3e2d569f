// @vitest-environment jsdom
import {
  apiPaths,
  ErrorCode,
  PRICING_UNITS,
  type Product,
  ProductInputSchema,
  translate,
} from '@sc/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { Input, InputNumber, Select } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { chooseOption } from '../../../test/chooseOption';
import { fakeServer } from '../../../test/fakeHttp';
import { fillIn } from '../../../test/fillIn';
import { renderWithApp } from '../../../test/renderWithApp';
import { ProductFormDrawer } from './ProductFormDrawer';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

// The page passes reference-data inputs; plain ones with the same value/onChange contract stand in.
const controls = {
  brand: <Input />,
  category: <InputNumber<number> />,
  origin: (
    <Select
      options={[
        { value: 'JP', label: 'Japan' },
        { value: 'NZ', label: 'New Zealand' },
      ]}
    />
  ),
  pricingUnit: (
    <Select
      options={PRICING_UNITS.map((unit) => ({ value: unit, label: translate('en', `unit.${unit}`) }))}
    />
  ),
};

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const storedImage = {
  fileId: 'img-1',
  url: '/api/files/img-1',
  thumbUrl: '/api/files/img-1/thumb',
  name: 'front.jpg',
  mime: 'image/jpeg',
  size: JPEG.length,
};

/** What the server stores for a create body: the contract's parse of it, with an id. */
function savedProduct(body: unknown): Product {
  const { imageIds: _imageIds, ...input } = ProductInputSchema.parse(body);
  return {
    ...input,
    id: 41,
    kind: 'own',
    masterProductId: null,
    images: [],
    brand: input.brand ?? null,
    categoryId: input.categoryId ?? null,
    categoryPath: [],
    origin: input.origin ?? null,
    shelfLifeDays: input.shelfLifeDays ?? null,
    unitsPerPack: input.unitsPerPack ?? null,
    unitsPerCase: input.unitsPerCase ?? null,
    casesPerPallet: input.casesPerPallet ?? null,
    remark: input.remark ?? null,
    quoteStatus: 'none',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function renderDrawer() {
  const onClose = vi.fn();
  const view = renderWithApp(<ProductFormDrawer open product={null} controls={controls} onClose={onClose} />);
  return { ...view, onClose };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('the product form', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.myProductCreate, savedProduct);
    fakeServer.on(apiPaths.upload, () => storedImage);
  });

  it('refuses a wrong code, missing fields, a spec of spaces and a GIF, and sends nothing', async () => {
    const { user, onClose } = renderDrawer();
    expect(await screen.findByText('Add product', {}, shown)).toBeTruthy();
    await fillIn(user, 'UPC/EAN', '4006381333932');
    await user.click(screen.getByRole('button', { name: /Add spec \(0\/10\)/ }));
    await fillIn(user, 'Spec 1', '   ');
    await user.upload(fileInput(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Images must be JPG or PNG', { exact: false }, shown)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    for (const error of [
      'Enter a valid UPC-A (12 digits), EAN-13 or EAN-8 with its check digit',
      'Please enter the manufacturer ID (MID)',
      'Please enter the product name',
      'Fill in this spec or remove it',
    ]) {
      expect(await screen.findByText(error, {}, shown)).toBeTruthy();
    }
    expect(fakeServer.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the product with trimmed text, the uploaded image and blanks as null, then closes', async () => {
    const { user, onClose } = renderDrawer();
    await screen.findByLabelText('UPC/EAN', {}, shown);
    await fillIn(user, 'UPC/EAN', '4006381333931');
    await fillIn(user, 'Manufacturer ID (MID)', ' MID-0042 ');
    await fillIn(user, 'Product name', ' Green tea ');
    await user.upload(fileInput(), new File([JPEG], 'front.jpg', { type: 'image/jpeg' }));
    await fillIn(user, 'Brand', ' Kuro ');
    await chooseOption(user, 'Place of origin', 'Japan');
    await chooseOption(user, 'Pricing unit', 'Case');
    await user.click(screen.getByRole('button', { name: /Add spec \(0\/10\)/ }));
    await fillIn(user, 'Spec 1', ' 100 g ');
    await fillIn(user, 'Units per case', '24');
    expect(await screen.findAllByRole('link', { name: /front\.jpg/ }, shown)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product added', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.myProductCreate)).toEqual([
      {
        barcode: '4006381333931',
        mid: 'MID-0042',
        name: 'Green tea',
        imageIds: ['img-1'],
        brand: 'Kuro',
        categoryId: null,
        origin: 'JP',
        specs: ['100 g'],
        shelfLifeDays: null,
        unitsPerPack: null,
        unitsPerCase: 24,
        casesPerPallet: null,
        pricingUnit: 'case',
        remark: null,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields, a spec on its row', async () => {
    fakeServer.on(apiPaths.myProductCreate, () => {
      throw new ApiError({
        code: ErrorCode.VALIDATION,
        msg: translate('en', 'validation.form'),
        data: { fields: { mid: 'This MID belongs to another product', 'specs.0': 'This is too long' } },
      });
    });
    const { user, onClose } = renderDrawer();
    await screen.findByLabelText('UPC/EAN', {}, shown);
    await fillIn(user, 'UPC/EAN', '4006381333931');
    await fillIn(user, 'Manufacturer ID (MID)', 'MID-0042');
    await fillIn(user, 'Product name', 'Green tea');
    await user.click(screen.getByRole('button', { name: /Add spec \(0\/10\)/ }));
    await fillIn(user, 'Spec 1', '100 g');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const midError = await screen.findByText('This MID belongs to another product', {}, shown);
    expect(midError.closest('.ant-form-item')?.querySelector('input')?.id).toBe('product_mid');
    const specError = await screen.findByText('This is too long', {}, shown);
    expect(specError.closest('.ant-form-item')?.querySelector('input')?.getAttribute('aria-label')).toBe(
      'Spec 1',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('leaving the product form', () => {
  beforeEach(() => fakeServer.reset());

  it('asks before going to another page with typed input, and before closing', async () => {
    const onClose = vi.fn();
    const { user, router } = renderWithApp(
      <ProductFormDrawer open product={null} controls={controls} onClose={onClose} />,
      { at: '/myProducts', pages: { '/quotationList': <p>The quotation list</p> } },
    );
    await screen.findByLabelText('Product name', {}, shown);
    await fillIn(user, 'Product name', 'Green tea');

    await act(() => router.navigate('/quotationList'));
    expect(await screen.findByText('Your changes will be lost.', {}, shown)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Your changes will be lost.')).toBeNull());
    expect(router.state.location.pathname).toBe('/myProducts');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('What you entered has not been saved.', {}, shown)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('a linked product the platform retired', () => {
  beforeEach(() => fakeServer.reset());

  it('says it is no longer in the catalogue instead of the linked-product note', async () => {
    const linked = {
      ...savedProduct({ barcode: '4006381333931', mid: 'MID-1', name: 'Green tea' }),
      kind: 'linked' as const,
      masterProductId: 3,
    };
    const view = renderWithApp(
      <ProductFormDrawer
        open
        product={{ ...linked, retiredFromCatalogue: true }}
        controls={controls}
        onClose={vi.fn()}
      />,
    );
    expect(
      await screen.findByText(
        'The platform has taken this product out of its catalogue',
        { exact: false },
        shown,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('This product comes from the platform catalogue', { exact: false })).toBeNull();
    view.unmount();
    renderWithApp(<ProductFormDrawer open product={linked} controls={controls} onClose={vi.fn()} />);
    expect(
      await screen.findByText('This product comes from the platform catalogue', { exact: false }, shown),
    ).toBeTruthy();
  });
});
