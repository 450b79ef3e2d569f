// @vitest-environment jsdom
import { apiPaths, type Product } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { useConfirmDeleteProduct } from './useConfirmDeleteProduct';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const product = { id: 7, name: 'Wildflower Honey' } as Product;

function DeleteButton() {
  const confirmDelete = useConfirmDeleteProduct();
  return (
    <button type="button" onClick={() => confirmDelete(product)}>
      Delete it
    </button>
  );
}

describe('deleting a product', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.myProductDelete, () => null);
  });

  it('says up front why a product in the showroom and an open quotation cannot be deleted, and offers no delete', async () => {
    fakeServer.on(apiPaths.myProductDeleteCheck, () => ({
      canDelete: false,
      reasons: [
        { kind: 'showroom', message: 'It is displayed in your showroom. Remove it from My showroom first.' },
        {
          kind: 'quotations',
          message: 'It is used by your open quotation Q-1 “Honey list”. Edit the quotation to take it out.',
        },
      ],
    }));
    const { user } = renderWithApp(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(
      await screen.findAllByText('“Wildflower Honey” cannot be deleted yet', {}, shown),
    ).not.toHaveLength(0);
    expect(
      screen.getByText('It is displayed in your showroom. Remove it from My showroom first.'),
    ).toBeTruthy();
    expect(screen.getAllByText(/open quotation Q-1 “Honey list”/)).not.toHaveLength(0);
    expect(screen.queryByText('Are you sure you want to delete the item?')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'OK' })[0] as HTMLElement);
    expect(fakeServer.sentTo(apiPaths.myProductDeleteCheck)).toEqual([{ id: 7 }]);
    expect(fakeServer.sentTo(apiPaths.myProductDelete)).toEqual([]);
  });

  it('confirms, then deletes, a product nothing uses', async () => {
    fakeServer.on(apiPaths.myProductDeleteCheck, () => ({ canDelete: true, reasons: [] }));
    const { user } = renderWithApp(<DeleteButton />);
    await user.click(screen.getByRole('button', { name: 'Delete it' }));
    expect(
      await screen.findAllByText('Are you sure you want to delete the item?', {}, shown),
    ).not.toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    await vi.waitFor(() => expect(fakeServer.sentTo(apiPaths.myProductDelete)).toEqual([{ id: 7 }]));
  });
});
