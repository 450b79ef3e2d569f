// @vitest-environment jsdom
import { apiPaths, type MyRfqDetail, type ReceivedQuote } from '@sc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myRfqDetail, receivedQuote } from '../../../features/buyerApp/rfq/rfqFixtures';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { RfqDetailPage } from './RfqDetailPage';

vi.mock('../../../features/buyerApp/api/buyerHttp', async () => {
  const fake = await import('../../../test/fakeHttp');
  return { buyerCall: fake.apiCall, buyerUpload: fake.apiUpload };
});

const shown = { timeout: 10_000 };
const at = '/buyer/rfqs/7';
const pages = { '/buyer/rfqs/:rfqId': <RfqDetailPage /> };

// Per case (the RFQ's unit): Pacific 14.40 (quoted 1.20 a unit), Alpine 12.00, Kiwi 12.50.
const rfq: MyRfqDetail = myRfqDetail([
  receivedQuote(1, {
    price: '1.20',
    unit: 'unit',
    perUnit: { amount: '14.40', currency: 'USD' },
    supplier: { id: 101, name: 'Pacific Bees', country: 'AU', logoUrl: null, credentials: [] },
  }),
  receivedQuote(2, {
    price: '12.00',
    supplier: { id: 102, name: 'Alpine Honey', country: 'NZ', logoUrl: null, credentials: [] },
  }),
  receivedQuote(3, {
    price: '12.50',
    supplier: { id: 103, name: 'Kiwi Gold', country: 'NZ', logoUrl: null, credentials: [] },
  }),
]);

/** What the fake server holds now: an action changes it, as the real one would. */
let current: MyRfqDetail = rfq;
/** An element's text with the non-breaking spaces of number formats as plain spaces. */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s/g, ' ');

const initialWidth = window.innerWidth;
/** Resizes the viewport as a browser does: the new width, then a `resize` event. */
function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  fakeServer.reset();
  current = rfq;
  fakeServer.on(apiPaths.buyerAppUnreadCount, () => ({ count: 0 }));
  fakeServer.on(apiPaths.buyerAppRfqList, () => ({ list: [], total: 0, pageIndex: 1, pageSize: 20 }));
  fakeServer.on(apiPaths.buyerAppRfqInfo, () => current);
});
afterEach(() => setViewport(initialWidth));

describe('the quotes of an RFQ', () => {
  it('shows them side by side on a wide screen, cheapest per case first, the lowest marked', async () => {
    setViewport(1280);
    renderWithApp(<RfqDetailPage />, { at, pages });
    const table = await screen.findByTestId('quote-table', {}, shown);
    const columns = within(table).getAllByTestId('quote-column');
    expect(columns.map(text)).toEqual([
      expect.stringContaining('Alpine Honey'),
      expect.stringContaining('Kiwi Gold'),
      expect.stringContaining('Pacific Bees'),
    ]);
    expect(within(table).getAllByTestId('quote-price').map(text)).toEqual([
      'USD 12.00 / case',
      'USD 12.50 / case',
      'USD 14.40 / case',
    ]);
    const lowest = within(table).getAllByTestId('lowest');
    expect(lowest).toHaveLength(1);
    expect(text(lowest[0]?.closest('td'))).toContain('USD 12.00 / case');
    expect(text(table)).toContain('USD 1.20 / unit');
  });

  it('shows one card per quote on a phone, in the same order', async () => {
    setViewport(375);
    renderWithApp(<RfqDetailPage />, { at, pages });
    await screen.findAllByTestId('quote-card', {}, shown);
    const cards = screen.getAllByTestId('quote-card');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Alpine Honey',
      'Kiwi Gold',
      'Pacific Bees',
    ]);
    expect(text(within(cards[0] as HTMLElement).getByTestId('lowest'))).toContain('Lowest price');
    expect(within(cards[1] as HTMLElement).queryByTestId('lowest')).toBeNull();
  });

  it('asks before awarding, since it closes the RFQ, and awards only once confirmed', async () => {
    setViewport(375);
    fakeServer.on(apiPaths.buyerAppRfqAward, () => {
      current = {
        ...rfq,
        state: 'closed',
        closeReason: 'awarded',
        quotes: rfq.quotes.map((quote) => (quote.id === 3 ? { ...quote, status: 'awarded' } : quote)),
      };
      return current;
    });
    const { user } = renderWithApp(<RfqDetailPage />, { at, pages });
    await user.click(await screen.findByRole('button', { name: 'Award: Kiwi Gold' }, shown));

    const dialog = await screen.findByRole('dialog', {}, shown);
    expect(text(dialog)).toContain('Award this RFQ to Kiwi Gold?');
    expect(text(dialog)).toContain('Awarding closes the RFQ');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeServer.sentTo(apiPaths.buyerAppRfqAward)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Award: Kiwi Gold' }));
    const again = await screen.findByRole('dialog', {}, shown);
    await user.click(within(again).getByRole('button', { name: 'Award' }));
    await waitFor(() => expect(fakeServer.sentTo(apiPaths.buyerAppRfqAward)).toEqual([{ quoteId: 3 }]));
    expect(await screen.findByText('Closed: Awarded', {}, shown)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Award:/ })).toBeNull();
  });

  it('declines a quote with the reason chosen', async () => {
    setViewport(375);
    fakeServer.on(apiPaths.buyerAppRfqDecline, () => {
      const declined = {
        ...rfq.quotes[0],
        status: 'declined',
        declineReason: 'moq_too_high',
      } as ReceivedQuote;
      current = { ...rfq, quotes: rfq.quotes.map((quote) => (quote.id === 1 ? declined : quote)) };
      return declined;
    });
    const { user } = renderWithApp(<RfqDetailPage />, { at, pages });
    await user.click(await screen.findByRole('button', { name: 'Decline: Pacific Bees' }, shown));
    const dialog = await screen.findByRole('dialog', {}, shown);
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(
      await within(dialog).findByText('Please choose why you decline this quote', {}, shown),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Minimum order too high'));
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() =>
      expect(fakeServer.sentTo(apiPaths.buyerAppRfqDecline)).toEqual([
        { quoteId: 1, reason: 'moq_too_high', note: '' },
      ]),
    );
    expect(await screen.findByText('Declined: Minimum order too high', {}, shown)).toBeTruthy();
  });
});
