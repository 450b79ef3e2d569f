// @vitest-environment jsdom
import { apiPaths, type CategoryTree, type MasterProduct, type MyRfq, type PostRfq } from '@sc/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myRfqDetail } from '../../../features/buyerApp/rfq/rfqFixtures';
import { ApiError } from '../../../lib/ApiError';
import { chooseOption } from '../../../test/chooseOption';
import { fakeServer } from '../../../test/fakeHttp';
import { fillIn } from '../../../test/fillIn';
import { renderWithApp } from '../../../test/renderWithApp';
import { PostRfqPage } from './PostRfqPage';
import { RfqDetailPage } from './RfqDetailPage';

vi.mock('../../../features/buyerApp/api/buyerHttp', async () => {
  const fake = await import('../../../test/fakeHttp');
  return { buyerCall: fake.apiCall, buyerUpload: fake.apiUpload };
});

const shown = { timeout: 10_000 };
const categories: CategoryTree = [
  { value: 1, label: 'Food & Beverage', children: [{ value: 12, label: 'Honey & Spreads' }] },
  { value: 2, label: 'Beauty & Personal Care' },
];
const { quotes: _none, ...posted } = myRfqDetail([], {
  id: 31,
  state: 'review',
  flags: ['link'],
  quoteCount: 0,
});
const heldForReview: MyRfq = posted;

beforeEach(() => {
  fakeServer.reset();
  fakeServer.on(apiPaths.buyerAppCategories, () => categories);
  fakeServer.on(apiPaths.buyerAppUnreadCount, () => ({ count: 0 }));
  fakeServer.on(apiPaths.buyerAppRfqList, () => ({ list: [], total: 0, pageIndex: 1, pageSize: 20 }));
  fakeServer.on(apiPaths.buyerAppRfqInfo, () => ({ ...heldForReview, quotes: [] }));
  fakeServer.on(apiPaths.buyerAppCatalogue, () => ({ list: [], total: 0, pageIndex: 1, pageSize: 8 }));
});

async function fillRequired(user: ReturnType<typeof renderWithApp>['user']) {
  await fillIn(user, 'Product', 'Manuka honey 500 g');
  await user.click(screen.getByLabelText('Category'));
  await user.click(await screen.findByTitle('Food & Beverage', {}, shown));
  await user.click(await screen.findByTitle('Honey & Spreads', {}, shown));
  await fillIn(user, 'Quantity', '2000');
  await chooseOption(user, 'Terms of delivery (Incoterms)', 'FOB');
  await chooseOption(user, 'Place of delivery', 'Ningbo');
}

describe('posting an RFQ', () => {
  it('says what is missing, field by field, and sends nothing', async () => {
    const { user } = renderWithApp(<PostRfqPage />, { at: '/buyer/rfqs/new' });
    await user.click(await screen.findByRole('button', { name: 'Post RFQ' }, shown));

    for (const error of [
      'Please enter the product you want',
      'Please choose a category',
      'Please enter the quantity required',
      'Please select the terms of delivery',
      'Please select the place of delivery',
    ]) {
      expect(await screen.findByText(error, {}, shown)).toBeTruthy();
    }
    expect(fakeServer.sentTo(apiPaths.buyerAppRfqCreate)).toEqual([]);
  });

  it('shows the server’s field errors on their fields and keeps everything typed', async () => {
    fakeServer.on(apiPaths.buyerAppRfqCreate, () => {
      throw new ApiError({
        code: 1000,
        msg: 'Invalid input',
        data: { fields: { productName: 'Say what the product is, not who to call' } },
      });
    });
    const { user } = renderWithApp(<PostRfqPage />, { at: '/buyer/rfqs/new' });
    await screen.findByLabelText('Product', {}, shown);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post RFQ' }));

    expect(await screen.findByText('Say what the product is, not who to call', {}, shown)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Product').value).toBe('Manuka honey 500 g');
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('2000');
    const [sent] = fakeServer.sentTo(apiPaths.buyerAppRfqCreate) as PostRfq[];
    expect(sent).toMatchObject({
      productName: 'Manuka honey 500 g',
      categoryId: 12,
      quantity: 2000,
      unit: 'unit',
      terms: 'FOB',
      place: 'ningbo',
      targetPrice: null,
      targetCurrency: null,
      maxQuotes: 10,
    });
  });

  it('says clearly when the RFQ waits for a check by Supplier Cloud, and why', async () => {
    fakeServer.on(apiPaths.buyerAppRfqCreate, () => heldForReview);
    const { user, router } = renderWithApp(<PostRfqPage />, {
      at: '/buyer/rfqs/new',
      pages: { '/buyer/rfqs/new': <PostRfqPage />, '/buyer/rfqs/:rfqId': <RfqDetailPage /> },
    });
    await screen.findByLabelText('Product', {}, shown);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post RFQ' }));

    expect(await screen.findByText('Posted: waiting for a quick check', {}, shown)).toBeTruthy();
    expect(screen.getByText(/waiting for a quick check by Supplier Cloud/)).toBeTruthy();
    expect(screen.getByText('It contains a link')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buyer/rfqs/31'));
  });

  it('suggests catalogue products as the buyer types; a pick fills barcode and category and names the product', async () => {
    const honey: MasterProduct = {
      id: 5,
      barcode: '9421900123456',
      mid: 'MH-250',
      name: 'Manuka Honey UMF 10+ 250 g',
      brand: 'Kiwi Hive',
      categoryId: 12,
      categoryPath: ['Food & Beverage', 'Honey & Spreads'],
      origin: 'NZ',
      specs: [],
      images: [],
      myProductId: null,
    };
    fakeServer.on(apiPaths.buyerAppCatalogue, () => ({ list: [honey], total: 1, pageIndex: 1, pageSize: 8 }));
    fakeServer.on(apiPaths.buyerAppRfqCreate, () => heldForReview);
    const { user } = renderWithApp(<PostRfqPage />, { at: '/buyer/rfqs/new' });
    await fillIn(user, 'Product', 'manuka');
    await user.click(await screen.findByText('Manuka Honey UMF 10+ 250 g', {}, shown));

    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Product').value).toBe(honey.name));
    expect(screen.getByLabelText<HTMLInputElement>('Barcode (UPC/EAN)').value).toBe(honey.barcode);
    expect(screen.getByText('Catalogue product: Kiwi Hive · 9421900123456')).toBeTruthy();
    await fillIn(user, 'Quantity', '500');
    await chooseOption(user, 'Terms of delivery (Incoterms)', 'FOB');
    await chooseOption(user, 'Place of delivery', 'Ningbo');
    await user.click(screen.getByRole('button', { name: 'Post RFQ' }));

    await waitFor(() => expect(fakeServer.sentTo(apiPaths.buyerAppRfqCreate)).toHaveLength(1));
    expect(fakeServer.sentTo(apiPaths.buyerAppRfqCreate)[0]).toMatchObject({
      productName: honey.name,
      masterProductId: 5,
      barcode: honey.barcode,
      categoryId: 12,
    });
  });
});
