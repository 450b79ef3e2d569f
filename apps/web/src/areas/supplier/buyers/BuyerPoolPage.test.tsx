// @vitest-environment jsdom
import { apiPaths, type BuyerSummary } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { BuyerPoolPage } from './BuyerPoolPage';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

const amelia: BuyerSummary = {
  id: 7,
  code: 'B0007',
  name: 'Amelia Stone',
  companyName: 'Stone Foods GmbH',
  jobTitle: 'owner',
  title: 'ms',
  country: 'DE',
  mainCategory: 'food_beverage',
  interestedBrands: [],
  lastOnlineAt: null,
  online: false,
  isSelected: false,
  isNew: false,
  contactStatus: 'none',
};

describe('buyer pool', () => {
  beforeEach(() => fakeServer.reset());

  it('says the pool failed to load with a Retry, and Retry shows the buyers', async () => {
    let isDown = true;
    fakeServer.on(apiPaths.buyerPublicList, () => {
      if (isDown) throw new ApiError({ code: 500, msg: 'Internal server error', status: 500 });
      return { list: [amelia], total: 1, pageIndex: 1, pageSize: 12 };
    });
    const { user } = renderWithApp(<BuyerPoolPage />);

    expect(await screen.findByText('The buyer pool could not be loaded.', {}, shown)).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/Amelia Stone/, {}, shown)).toBeTruthy();
    expect(screen.queryByText('The buyer pool could not be loaded.')).toBeNull();
  });

  it('keeps the buyers on screen when a later load fails, with the failure above them', async () => {
    let isDown = false;
    fakeServer.on(apiPaths.buyerPublicList, () => {
      if (isDown) throw new ApiError({ code: 500, msg: 'Internal server error', status: 500 });
      return { list: [amelia], total: 1, pageIndex: 1, pageSize: 12 };
    });
    const { queryClient } = renderWithApp(<BuyerPoolPage />);
    expect(await screen.findByText(/Amelia Stone/, {}, shown)).toBeTruthy();

    isDown = true;
    await queryClient.refetchQueries();

    expect(await screen.findByText('The buyer pool could not be loaded.', {}, shown)).toBeTruthy();
    expect(screen.getByText(/Amelia Stone/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
