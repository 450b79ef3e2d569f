// @vitest-environment jsdom
import { apiPaths, type Product } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { MyProductsPage } from './MyProductsPage';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

const crackers: Product = {
  id: 9,
  kind: 'own',
  masterProductId: null,
  barcode: '96385074',
  mid: 'MID-9',
  name: 'Oat Crackers',
  images: [],
  brand: 'Cedar Hill',
  categoryId: null,
  categoryPath: [],
  origin: null,
  specs: ['200 g'],
  shelfLifeDays: 365,
  unitsPerPack: 6,
  unitsPerCase: 24,
  casesPerPallet: null,
  remark: null,
  pricingUnit: 'pack',
  quoteStatus: 'none',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('my products', () => {
  beforeEach(() => fakeServer.reset());

  it('says my products failed to load with a Retry, and Retry shows them', async () => {
    let isDown = true;
    fakeServer.on(apiPaths.myProductList, () => {
      if (isDown) throw new ApiError({ code: 500, msg: 'Internal server error', status: 500 });
      return { list: [crackers], total: 1, pageIndex: 1, pageSize: 10 };
    });
    const { user } = renderWithApp(<MyProductsPage />);

    expect(await screen.findByText('Your products could not be loaded.', {}, shown)).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    // A failed load is not an empty list.
    expect(screen.queryByText('You have no products yet')).toBeNull();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Oat Crackers', {}, shown)).toBeTruthy();
    expect(screen.queryByText('Your products could not be loaded.')).toBeNull();
  });
});
