// @vitest-environment jsdom
import {
  apiPaths,
  CURRENCIES,
  DELIVERY_PLACES,
  INCOTERMS,
  PRICING_UNITS,
  type Product,
  type Quotation,
  type QuotationInput,
  translate,
} from '@sc/contract';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/chooseOption';
import { fakeServer } from '../../../test/fakeHttp';
import { fillIn } from '../../../test/fillIn';
import { renderWithApp } from '../../../test/renderWithApp';
import { EditQuotationPage } from './EditQuotationPage';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const labelled = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: translate('en', `${group}.${value}`, {}) }));

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
  specs: ['200 g', 'Box of 24'],
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

function created(input: QuotationInput): Quotation {
  return {
    id: 1,
    number: 'Q-2026-0001',
    version: 1,
    name: input.name,
    terms: input.terms,
    place: input.place,
    currency: input.currency,
    expiresOn: input.expiresOn,
    isExpired: false,
    lineCount: input.lines.length,
    remark: null,
    note: null,
    lines: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    isDraft: true,
    isArchived: false,
    sendCount: 0,
    lastSentAt: null,
    viewedCount: 0,
    author: { id: 1, name: 'Ana Lima' },
  };
}

describe('a new quotation', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.quotationTerms, () => INCOTERMS.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.quotationPlaces, () => labelled('place', DELIVERY_PLACES));
    fakeServer.on(apiPaths.currencyTypes, () => CURRENCIES.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.unitMeasures, () => labelled('unit', PRICING_UNITS));
    fakeServer.on(apiPaths.myProductList, () => ({ list: [crackers], total: 1, pageIndex: 1, pageSize: 20 }));
    fakeServer.on(apiPaths.quotationCreate, (body) => created(body as QuotationInput));
  });

  it('says what is missing or wrong, field by field, and creates nothing', async () => {
    const { user } = renderWithApp(<EditQuotationPage />);
    await screen.findByLabelText('Price', {}, shown);
    await fillIn(user, 'Price', '12.34567');
    await user.click(screen.getByRole('button', { name: 'Create quotation' }));

    for (const error of [
      'Please enter the quotation name',
      'Please select the quotation expiration date',
      'Please select the terms of delivery',
      'Please select the place of delivery',
      'Please select one of your products',
      'Enter a price above 0 with at most 4 decimals',
    ]) {
      expect(await screen.findByText(error, {}, shown)).toBeTruthy();
    }
    expect(await screen.findByText('Please complete the form information', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.quotationCreate)).toEqual([]);
  });

  it('creates it from the picked product, the typed price trimmed but kept as text, and says so', async () => {
    const { user } = renderWithApp(<EditQuotationPage />);
    await screen.findByLabelText('Quotation name', {}, shown);
    await fillIn(user, 'Quotation name', ' Spring price list ');
    await fillIn(user, 'Expiration date', '2099-12-31');
    await user.keyboard('{Enter}');
    await chooseOption(user, 'Terms of delivery', 'FOB');
    await chooseOption(user, 'Place of delivery', 'Shanghai');
    await chooseOption(user, 'Product', 'Oat Crackers');
    await fillIn(user, 'Price', ' 12.5 ');
    await fillIn(user, 'MOQ', '10');
    await user.click(screen.getByRole('button', { name: 'Create quotation' }));

    expect(await screen.findByText('Quotation Q-2026-0001 created', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.quotationCreate)).toEqual([
      {
        name: 'Spring price list',
        terms: 'FOB',
        place: 'shanghai',
        currency: 'USD',
        expiresOn: '2099-12-31',
        remark: null,
        note: null,
        lines: [
          {
            productId: 9,
            spec: '200 g',
            price: '12.5',
            priceUnit: 'pack',
            moq: 10,
            unitsPerPack: 6,
            unitsPerCase: 24,
            casesPerPallet: null,
            shelfLifeDays: 365,
            packDimensions: null,
            caseDimensions: null,
            pallet: null,
          },
        ],
      },
    ]);
  });
});

describe('leaving a quotation form', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.quotationTerms, () => INCOTERMS.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.quotationPlaces, () => labelled('place', DELIVERY_PLACES));
    fakeServer.on(apiPaths.currencyTypes, () => CURRENCIES.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.unitMeasures, () => labelled('unit', PRICING_UNITS));
    fakeServer.on(apiPaths.myProductList, () => ({ list: [crackers], total: 1, pageIndex: 1, pageSize: 20 }));
  });

  const withMenu = (
    <>
      <Link to="/quotationList">My quotations</Link>
      <EditQuotationPage />
    </>
  );
  const pages = { '/quotationList': <p>The quotation list</p> };

  it('asks before a menu link throws away a typed name: Stay keeps it, Leave goes', async () => {
    const { user } = renderWithApp(withMenu, { at: '/editQuotation', pages });
    await screen.findByLabelText('Quotation name', {}, shown);
    await fillIn(user, 'Quotation name', 'Spring price list');

    await user.click(screen.getByRole('link', { name: 'My quotations' }));
    expect(await screen.findByText('Your changes will be lost.', {}, shown)).toBeTruthy();
    expect(screen.getAllByText('Leave this page?').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Your changes will be lost.')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Quotation name').value).toBe('Spring price list');
    expect(screen.queryByText('The quotation list')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'My quotations' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }, shown));
    expect(await screen.findByText('The quotation list', {}, shown)).toBeTruthy();
  });

  it('has the browser ask before closing or reloading the tab, only with typed input', async () => {
    const { user } = renderWithApp(<EditQuotationPage />, { at: '/editQuotation' });
    await screen.findByLabelText('Quotation name', {}, shown);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await fillIn(user, 'Quotation name', 'Spring price list');
    expect(unload()).toBe(true);
  });

  it('lets an untouched form go without asking', async () => {
    const { user } = renderWithApp(withMenu, { at: '/editQuotation', pages });
    await screen.findByLabelText('Quotation name', {}, shown);
    await user.click(screen.getByRole('link', { name: 'My quotations' }));
    expect(await screen.findByText('The quotation list', {}, shown)).toBeTruthy();
    expect(screen.queryByText('Your changes will be lost.')).toBeNull();
  });
});
