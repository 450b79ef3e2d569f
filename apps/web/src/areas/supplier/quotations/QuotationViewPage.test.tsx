// @vitest-environment jsdom
import { apiPaths, type QuotationSend, type QuotationVersion } from '@sc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { QuotationViewPage } from './QuotationViewPage';
import { honeyLine, quotationOf } from './quotationFixtures';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const { id: _id, ...lineContent } = honeyLine;
const content = {
  name: 'Spring price list',
  terms: 'FOB',
  place: 'shanghai',
  currency: 'USD',
  expiresOn: '2099-06-30',
  remark: null,
  note: 'Margin 18 %',
  lines: [lineContent],
};
const versions: QuotationVersion[] = [
  {
    version: 2,
    savedAt: '2026-01-02T00:00:00.000Z',
    savedBy: 'Alex Morgan',
    content: {
      ...content,
      terms: 'CIF',
      remark: 'Prices include export cartons',
      lines: [
        lineContent,
        { ...lineContent, productId: 6, code: '96385074', productName: 'Oat Crackers 200 g' },
      ],
    },
    changes: {
      fields: [
        { field: 'terms', from: 'FOB', to: 'CIF' },
        { field: 'remark', from: null, to: 'Prices include export cartons' },
      ],
      linesAdded: [{ code: '96385074', productName: 'Oat Crackers 200 g' }],
      linesRemoved: [],
      linesChanged: [],
    },
  },
  { version: 1, savedAt: '2026-01-01T00:00:00.000Z', savedBy: 'Alex Morgan', content, changes: null },
];
const sends: QuotationSend[] = [
  {
    messageId: 41,
    buyer: { id: 3, name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' },
    version: 2,
    sentAt: '2026-01-03T08:00:00.000Z',
    viewedAt: null,
  },
  {
    messageId: 40,
    buyer: { id: 4, name: 'Li Wei', companyName: 'Hangzhou Foods' },
    version: 1,
    sentAt: '2026-01-01T08:00:00.000Z',
    viewedAt: '2026-01-01T09:30:00.000Z',
  },
];

describe('viewing one of my quotations', () => {
  beforeEach(() => {
    fakeServer.reset();
    sessionStore.saveMenu([
      {
        id: 1,
        url: '/quotationList',
        menuName: 'My quotations',
        titleKey: '',
        component: 'QuotationList',
        icon: null,
      },
    ]);
    fakeServer.on(apiPaths.quotationInfo, () => quotationOf({ sendCount: 2, viewedCount: 1 }));
    fakeServer.on(apiPaths.quotationVersions, () => versions);
    fakeServer.on(apiPaths.quotationSends, () => sends);
  });

  it('shows it as buyers see it, without the internal note', async () => {
    renderWithApp(<QuotationViewPage />, { at: '/quotationView?id=7' });
    expect(await screen.findByText('Quotation Q-2026-0007', {}, shown)).toBeTruthy();
    expect(screen.getByText(/This is how buyers see version 2/)).toBeTruthy();
    expect(screen.getByText('Prices include export cartons')).toBeTruthy();
    expect(screen.getAllByText('Manuka Honey 500 g').length).toBeGreaterThan(0);
    expect(screen.queryByText('Margin 18 %')).toBeNull();
    expect(screen.getByText('Sent 2×')).toBeTruthy();
    expect(screen.getByText('Viewed 1 of 2')).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.quotationInfo)).toEqual([{ id: 7 }]);
  });

  it('lists where it was sent, and which buyer opened it', async () => {
    const { user } = renderWithApp(<QuotationViewPage />, { at: '/quotationView?id=7' });
    await user.click(await screen.findByRole('tab', { name: 'Sent to (2)' }, shown));
    const rows = await screen.findAllByTestId('quotation-send', {}, shown);
    expect(within(rows[0] as HTMLElement).getByText('Chen Jing')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Not viewed yet')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Li Wei')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Viewed /)).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Open the chat with Chen Jing' })
        .getAttribute('href'),
    ).toBe('/communicate?buyerId=3');
  });

  it('lists its versions with what changed, and opens an old one read-only', async () => {
    const { user } = renderWithApp(<QuotationViewPage />, { at: '/quotationView?id=7&tab=history' });
    const items = await screen.findAllByTestId('quotation-version', {}, shown);
    expect(items).toHaveLength(2);
    const newest = within(items[0] as HTMLElement);
    expect(newest.getByText('Current')).toBeTruthy();
    expect(newest.getByText(/Terms of delivery:/)).toBeTruthy();
    expect(newest.getByText('FOB')).toBeTruthy();
    expect(newest.getByText('CIF')).toBeTruthy();
    expect(newest.getByText('Products added')).toBeTruthy();
    expect(newest.getByText(/\+ Oat Crackers 200 g/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('First version')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'View version 1' }));
    const dialog = await screen.findByRole('dialog', {}, shown);
    expect(within(dialog).getByText('Q-2026-0007 · version 1')).toBeTruthy();
    expect(within(dialog).getByText(/This is version 1 as it was saved/)).toBeTruthy();
    expect(within(dialog).getByText('FOB')).toBeTruthy();
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closers[closers.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
