// @vitest-environment jsdom
import {
  apiPaths,
  type ProductRanking,
  type ProductRankingDetail,
  type ProductRankingQuery,
  type RankingRow,
} from '@sc/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../../test/fakeHttp';
import { renderWithApp } from '../../../../test/renderWithApp';
import { ProductRankingPage } from './ProductRankingPage';

vi.mock('../../../../lib/http', () => import('../../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

const rowOf = (overrides: Partial<RankingRow>): RankingRow => ({
  rank: 1,
  kind: 'product',
  id: 11,
  name: 'Macadamia Cookies',
  brand: 'Golden Wattle',
  category: 'Snacks & Confectionery',
  imageUrl: null,
  rfqs: 2,
  inquiries: 3,
  score: 9,
  previousScore: 6,
  trend: 'up',
  previousRank: 2,
  ...overrides,
});

const cookies = rowOf({});
const milk = rowOf({
  rank: 2,
  id: 12,
  name: 'Whole Milk Powder',
  brand: 'Milky Clover',
  category: 'Dairy',
  rfqs: 1,
  inquiries: 4,
  score: 7,
  previousScore: 9,
  trend: 'down',
  previousRank: 1,
});
const honey = rowOf({
  rank: 3,
  id: 13,
  name: 'Manuka Honey',
  brand: 'Bee Kingdom',
  category: 'Honey & Bee Products',
  rfqs: 0,
  inquiries: 2,
  score: 2,
  previousScore: 0,
  trend: 'new',
  previousRank: null,
});

function rankingOf(query: ProductRankingQuery, rows: RankingRow[]): ProductRanking {
  return {
    period: query.period ?? 7,
    by: query.by ?? 'product',
    from: '2026-05-13T08:31:00.000Z',
    to: '2026-05-20T08:31:00.000Z',
    rows,
  };
}

const detail: ProductRankingDetail = {
  row: cookies,
  barcode: '9300000000011',
  series: Array.from({ length: 7 }, (_, i) => ({ day: `2026-05-${14 + i}`, rfqs: i % 2, inquiries: 1 })),
  places: [
    { country: 'CN', place: 'shanghai', count: 2 },
    { country: 'HK', place: null, count: 1 },
  ],
  quantities: [{ unit: 'case', count: 2, min: 100, median: 200, max: 300 }],
  targetPrices: [{ currency: 'USD', unit: 'case', count: 2, min: '1.5', median: '1.875', max: '2.25' }],
  openRfqs: 2,
  myProductId: null,
};

describe('the product ranking page', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.categoryLinkage, () => []);
    fakeServer.on(apiPaths.rfqProductRanking, (body) => {
      const query = body as ProductRankingQuery;
      return rankingOf(query, query.period === 30 ? [milk, cookies] : [cookies, milk, honey]);
    });
    fakeServer.on(apiPaths.rfqProductRankingDetail, () => detail);
  });

  it('ranks products with their counts, score and trend, and prints the formula under the table', async () => {
    renderWithApp(<ProductRankingPage />);
    const row = (await screen.findByText('Macadamia Cookies', {}, shown)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Golden Wattle')).toBeTruthy();
    expect(within(row).getByText('Snacks & Confectionery')).toBeTruthy();
    expect(within(row).getByText('9')).toBeTruthy();
    expect(within(row).getByRole('img', { name: /^Up \+3\./ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Down −2\./ })).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(
      screen.getByText(
        'Score = RFQs × 3 + inquiries in chat × 1, over the last 7 days; the arrow compares with the 7 days before.',
      ),
    ).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.rfqProductRanking).at(-1)).toMatchObject({ period: 7, by: 'product' });
  });

  it('asks for 30 days and says so in the formula', async () => {
    const { user, router } = renderWithApp(<ProductRankingPage />);
    await screen.findByText('Manuka Honey', {}, shown);
    await user.click(screen.getByText('Last 30 days'));
    expect(
      await screen.findByText(/over the last 30 days; the arrow compares with the 30 days before/, {}, shown),
    ).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.rfqProductRanking).at(-1)).toMatchObject({ period: 30 });
    expect(router.state.location.search).toBe('?period=30');
  });

  it('opens a product’s demand with its medians and the way to the catalogue', async () => {
    const { user } = renderWithApp(<ProductRankingPage />);
    await user.click(await screen.findByRole('button', { name: 'Macadamia Cookies' }, shown));
    const drawer = await screen.findByRole('dialog', {}, shown);
    expect(await within(drawer).findByText('median 200', {}, shown)).toBeTruthy();
    expect(within(drawer).getByText('median USD 1.875')).toBeTruthy();
    expect(within(drawer).getByText('delivery to Shanghai')).toBeTruthy();
    const find = within(drawer).getByRole('link', { name: /Find it in the catalogue/ });
    expect(find.getAttribute('href')).toBe('/catalogue?q=9300000000011&by=ean');
    expect(fakeServer.sentTo(apiPaths.rfqProductRankingDetail)).toEqual([
      { kind: 'product', id: 11, period: 7 },
    ]);
  });
});
