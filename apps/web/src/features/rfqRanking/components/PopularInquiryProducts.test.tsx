// @vitest-environment jsdom
import { apiPaths, type ProductRankingQuery, type RankingRow } from '@sc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { PopularInquiryProducts } from './PopularInquiryProducts';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const row = (rank: number, name: string, trend: RankingRow['trend'], previousScore: number): RankingRow => ({
  rank,
  kind: 'product',
  id: rank,
  name,
  brand: 'Golden Wattle',
  category: 'Snacks & Confectionery',
  imageUrl: null,
  rfqs: 1,
  inquiries: 2,
  score: 5,
  previousScore,
  trend,
  previousRank: previousScore ? 4 : null,
});

describe('popular inquiry products', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.rfqProductRanking, (body) => ({
      period: 7,
      by: 'product',
      from: '2026-05-13T08:31:00.000Z',
      to: '2026-05-20T08:31:00.000Z',
      rows: (body as ProductRankingQuery).categoryId
        ? [row(1, 'Macadamia Cookies', 'up', 2), row(2, 'Sea Salt Crisps', 'new', 0)]
        : [],
    }));
  });

  it('lists the top products of the last 7 days in the category, with trends and the way to the ranking', async () => {
    renderWithApp(<PopularInquiryProducts categoryId={3} />);
    expect(await screen.findByText('Macadamia Cookies', {}, shown)).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Up \+3\./ })).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('link', { name: /See the ranking/ }).getAttribute('href')).toBe(
      '/productRanking?category=3',
    );
    expect(fakeServer.sentTo(apiPaths.rfqProductRanking)).toEqual([
      { period: 7, by: 'product', limit: 8, categoryId: 3 },
    ]);
  });

  it('says when nobody asked yet', async () => {
    renderWithApp(<PopularInquiryProducts />);
    expect(await screen.findByText('No product asked for in the last 7 days yet.', {}, shown)).toBeTruthy();
  });
});
