// @vitest-environment jsdom
import { apiPaths, ErrorCode } from '@sc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { RfqListPage } from './RfqListPage';
import { myOatMilkQuote, oatMilkDetail, oatMilkRfq } from './rfqFixtures';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const page = (list: unknown[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 10 });

describe('the RFQ market', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.categoryLinkage, () => []);
    fakeServer.on(apiPaths.quotationTerms, () => [{ value: 'FOB', label: 'FOB' }]);
    fakeServer.on(apiPaths.rfqProductRanking, () => ({
      period: 7,
      by: 'product',
      from: '2026-02-22',
      to: '2026-03-01',
      rows: [],
    }));
  });

  it('shows what an RFQ asks (SPEC 3), why it is featured, the buyer, quotes and time left', async () => {
    fakeServer.on(apiPaths.rfqPublicList, () =>
      page([oatMilkRfq, { ...oatMilkRfq, id: 42, productName: 'Rice crackers', quotedByMe: true }]),
    );
    renderWithApp(<RfqListPage />);

    const card = await screen.findByRole('article', { name: 'Oat milk 1 L' }, shown);
    const text = (card.textContent ?? '').replace(/\s/g, ' ');
    for (const part of [
      '5,000 cases',
      'USD 11.80 per case',
      'FOB',
      'Shanghai',
      'Barista quality, 12-month shelf life.',
      'Amelia Stone',
      'Stone Foods GmbH',
      'Germany',
      'Verified',
      'Verified buyer',
      'Target price given',
      '3 of 10 quotes left',
      'Dairy alternatives',
    ]) {
      expect(text, part).toContain(part);
    }
    expect(within(card).getByText(/^Closes in [\d,]+ days$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Quote now: Oat milk 1 L' })).toBeTruthy();
    expect(within(card).queryByText('Quoted')).toBeNull();

    const quoted = screen.getByRole('article', { name: 'Rice crackers' });
    expect(within(quoted).getByText('Quoted')).toBeTruthy();
    expect(within(quoted).queryByRole('button', { name: /Quote now/ })).toBeNull();
    expect(fakeServer.sentTo(apiPaths.rfqPublicList)[0]).toMatchObject({ tab: 'featured', sort: 'newest' });
  });

  it('highlights an RFQ closing within 24 hours', async () => {
    const soon = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();
    fakeServer.on(apiPaths.rfqPublicList, () =>
      page([{ ...oatMilkRfq, expiresAt: soon, closingSoon: true }]),
    );
    renderWithApp(<RfqListPage />);
    expect(await screen.findByText('Closing soon · in 5 hours', {}, shown)).toBeTruthy();
  });

  it('opens an RFQ in full with my quote, and says when translation is off', async () => {
    fakeServer.on(apiPaths.rfqPublicList, () => page([{ ...oatMilkRfq, quotedByMe: true }]));
    fakeServer.on(apiPaths.rfqPublicInfo, () => oatMilkDetail(myOatMilkQuote));
    fakeServer.on(apiPaths.translateInquiry, () => {
      throw new ApiError({
        code: ErrorCode.TRANSLATION_OFF,
        msg: 'Translation is not set up on this portal.',
        status: 200,
      });
    });
    const { user, router } = renderWithApp(<RfqListPage />, { at: '/rfqList' });
    const card = await screen.findByRole('article', { name: 'Oat milk 1 L' }, shown);
    await user.click(within(card).getByRole('button', { name: /Details/ }));

    const title = await screen.findByText('Request for quotation RFQ-000041', {}, shown);
    const drawer = title.closest('[role="dialog"]') as HTMLElement;
    await within(drawer).findByText('4006381333931', {}, shown);
    expect(router.state.location.search).toBe('?id=41');
    expect(fakeServer.sentTo(apiPaths.rfqPublicInfo)).toEqual([{ rfqId: 41 }]);
    expect(within(drawer).getByText('4006381333931')).toBeTruthy();
    expect(within(drawer).getByText('Viewed by the buyer')).toBeTruthy();
    expect(within(drawer).getByText('Quote 3 of 10')).toBeTruthy();
    expect(within(drawer).getByText('This product is not in your product list yet.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Revise/ })).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: /Translate/ }));
    expect(
      await within(drawer).findByText('Translation is not set up on this portal.', {}, shown),
    ).toBeTruthy();
    await waitFor(() =>
      expect(fakeServer.sentTo(apiPaths.translateInquiry)).toEqual([{ rfqId: 41, target: 'en' }]),
    );
  });
});
