// @vitest-environment jsdom
import { apiPaths } from '@sc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { NoticeList } from '../components/NoticeList';
import { HOME_NOTICES_PAGE_SIZE, usePrefetchHomeNotices } from './noticesApi';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

/** The home page: its notices fetched as it opens, its list mounted later (with the blocks' code). */
function HomePage({ canReadHome }: { canReadHome: boolean }) {
  usePrefetchHomeNotices(canReadHome);
  const [hasBlocks, setBlocks] = useState(false);
  return hasBlocks ? (
    <NoticeList pageSize={HOME_NOTICES_PAGE_SIZE} isPaged={false} />
  ) : (
    <button type="button" onClick={() => setBlocks(true)}>
      Show the blocks
    </button>
  );
}

describe('the home page’s notices, fetched as it opens', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.noticeList, () => ({
      list: [
        {
          id: 7,
          type: 'maintenance',
          priority: 'info',
          pinned: false,
          title: 'Maintenance on Sunday',
          lang: 'en',
          publishedAt: '2026-11-27T08:00:00.000Z',
          read: false,
        },
      ],
      total: 1,
      pageIndex: 1,
      pageSize: HOME_NOTICES_PAGE_SIZE,
    }));
  });

  it('asks for the first page before the list mounts, and the list shows it without asking again', async () => {
    renderWithApp(<HomePage canReadHome />);
    await waitFor(() => expect(fakeServer.sentTo(apiPaths.noticeList)).toHaveLength(1));
    expect(fakeServer.sentTo(apiPaths.noticeList)[0]).toEqual({
      filter: 'all',
      pageIndex: 1,
      pageSize: HOME_NOTICES_PAGE_SIZE,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show the blocks' }));
    expect(await screen.findByText('Maintenance on Sunday', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.noticeList)).toHaveLength(1);
  });

  it('asks nothing for a user without the home page’s dashboard', async () => {
    renderWithApp(<HomePage canReadHome={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeServer.sentTo(apiPaths.noticeList)).toEqual([]);
  });
});
