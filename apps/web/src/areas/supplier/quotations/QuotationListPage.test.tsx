// @vitest-environment jsdom
import { apiPaths, type QuotationListQuery } from '@sc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { QuotationListPage } from './QuotationListPage';
import { quotationOf, summaryOf } from './quotationFixtures';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const draft = summaryOf({
  id: 8,
  number: 'Q-2026-0008',
  name: 'Autumn draft',
  version: 1,
  isDraft: true,
  sendCount: 0,
  lastSentAt: null,
});
const sent = summaryOf({ viewedCount: 1 });
const archived = summaryOf({ id: 5, number: 'Q-2026-0005', name: 'Old list', isArchived: true });

async function openMore(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${name}` }, shown));
}

describe('the actions of my quotation list', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.quotationList, (body) => {
      const list = (body as QuotationListQuery).archived ? [archived] : [draft, sent];
      return { list, total: list.length, pageIndex: 1, pageSize: 10, scope: 'company' };
    });
    fakeServer.on(apiPaths.quotationDelete, () => null);
    fakeServer.on(apiPaths.quotationArchive, (body) => ({
      ...sent,
      isArchived: (body as { archived: boolean }).archived,
    }));
    fakeServer.on(apiPaths.quotationDuplicate, () =>
      quotationOf({ id: 9, number: 'Q-2026-0009', isDraft: true }),
    );
  });

  it('shows a draft as such and a sent one with its sends and views', async () => {
    renderWithApp(<QuotationListPage />);
    const statuses = await screen.findAllByTestId('quotation-send-status', {}, shown);
    expect(within(statuses[0] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(statuses[1] as HTMLElement).getByText('Sent 1×')).toBeTruthy();
    expect(within(statuses[1] as HTMLElement).getByText('Viewed 1 of 1')).toBeTruthy();
  });

  it("names each quotation's author when the list is the company's, and says whose it is at own scope", async () => {
    fakeServer.on(apiPaths.quotationList, () => ({
      list: [draft, summaryOf({ author: { id: 3, name: 'Bob Sales' } })],
      total: 2,
      pageIndex: 1,
      pageSize: 10,
      scope: 'company',
    }));
    const company = renderWithApp(<QuotationListPage />);
    expect(await screen.findByText('By Bob Sales', {}, shown)).toBeTruthy();
    expect(screen.getByText('By Ana Lima')).toBeTruthy();
    company.unmount();

    fakeServer.on(apiPaths.quotationList, () => ({
      list: [draft],
      total: 1,
      pageIndex: 1,
      pageSize: 10,
      scope: 'own',
    }));
    renderWithApp(<QuotationListPage />);
    expect(await screen.findByText(/Only the quotations you wrote are shown here/, {}, shown)).toBeTruthy();
    expect(screen.queryByText('By Ana Lima')).toBeNull();
  });

  it('deletes a draft after asking', async () => {
    const { user } = renderWithApp(<QuotationListPage />);
    await openMore(user, 'Autumn draft');
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }, shown));
    expect(await screen.findAllByText('Delete the draft Q-2026-0008?', {}, shown)).not.toHaveLength(0);
    expect(fakeServer.sentTo(apiPaths.quotationDelete)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fakeServer.sentTo(apiPaths.quotationDelete)).toEqual([{ id: 8 }]));
    expect(await screen.findByText('Draft Q-2026-0008 deleted', {}, shown)).toBeTruthy();
  });

  it('offers Archive, not Delete, for a sent quotation, and archives it after asking', async () => {
    const { user } = renderWithApp(<QuotationListPage />);
    await openMore(user, 'Spring price list');
    expect(screen.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: /Archive/ }, shown));
    expect(await screen.findAllByText('Archive Q-2026-0007?', {}, shown)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(fakeServer.sentTo(apiPaths.quotationArchive)).toEqual([{ id: 7, archived: true }]),
    );
    expect(fakeServer.sentTo(apiPaths.quotationDelete)).toEqual([]);
  });

  it('shows archived quotations on request and restores one', async () => {
    const { user } = renderWithApp(<QuotationListPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Archived only' }, shown));
    expect(await screen.findByText('Old list', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.quotationList).at(-1)).toMatchObject({ archived: true });
    await openMore(user, 'Old list');
    await user.click(await screen.findByRole('menuitem', { name: /Restore/ }, shown));
    await waitFor(() =>
      expect(fakeServer.sentTo(apiPaths.quotationArchive)).toEqual([{ id: 5, archived: false }]),
    );
  });

  it('duplicates after asking and opens the copy’s form; View opens the read-only page', async () => {
    const { user, router } = renderWithApp(<QuotationListPage />);
    await openMore(user, 'Spring price list');
    await user.click(await screen.findByRole('menuitem', { name: /Duplicate/ }, shown));
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }, shown));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.location.pathname).toBe('/editQuotation');
    expect(fakeServer.sentTo(apiPaths.quotationDuplicate)).toEqual([{ id: 7 }]);

    await router.navigate('/');
    await user.click(await screen.findByRole('button', { name: 'View Spring price list' }, shown));
    expect(router.state.location.pathname).toBe('/quotationView');
    expect(router.state.location.search).toBe('?id=7');
  });
});
