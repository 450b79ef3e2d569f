// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_FRAME_WAIT_MS } from '../lib/afterNextPaint';
import { renderWithApp } from '../test/renderWithApp';
import { RevealWhenSettled } from './RevealWhenSettled';

/** A block that loads its own data, as the home page's blocks do. */
function Block({ name, load }: { name: string; load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['block', name], queryFn: load });
  return <p>{query.data ?? `${name} loading`}</p>;
}

function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const loading = <p>Loading the page</p>;

/** Whether the text is shown: present and not inside something inert (hidden, not reachable). */
function isShown(text: string): boolean {
  const element = screen.queryByText(text);
  return element !== null && element.closest('[inert]') === null;
}

describe('blocks shown together once loaded', () => {
  it('shows the placeholder until every block has its data, then all of them at once', async () => {
    const figures = deferred();
    const notices = deferred();
    renderWithApp(
      <RevealWhenSettled fallback={loading}>
        <Block name="figures" load={() => figures.promise} />
        <Block name="notices" load={() => notices.promise} />
      </RevealWhenSettled>,
    );
    expect(isShown('Loading the page')).toBe(true);
    expect(isShown('figures loading')).toBe(false);

    await act(async () => figures.resolve('3 new buyers'));
    // One block is in, the other is not: still nothing moves.
    expect(isShown('3 new buyers')).toBe(false);
    expect(isShown('Loading the page')).toBe(true);

    await act(async () => notices.resolve('Maintenance on Sunday'));
    await waitFor(() => expect(isShown('Maintenance on Sunday')).toBe(true));
    expect(isShown('3 new buyers')).toBe(true);
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('shows blocks whose data is cached as soon as they mount, without waiting (a second visit)', async () => {
    function Page() {
      const [isOpen, setOpen] = useState(false);
      return isOpen ? (
        <RevealWhenSettled fallback={loading}>
          <Block name="figures" load={() => new Promise(() => {})} />
        </RevealWhenSettled>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Home
        </button>
      );
    }
    const { user, queryClient } = renderWithApp(<Page />);
    queryClient.setQueryData(['block', 'figures'], '3 new buyers');
    await user.click(screen.getByRole('button', { name: 'Home' }));
    // They mount once the page around them is painted (the next frame), and show at once then.
    await waitFor(() => expect(isShown('3 new buyers')).toBe(true), { timeout: NO_FRAME_WAIT_MS / 2 });
    expect(screen.queryByText('Loading the page')).toBeNull();
  });

  it('waits for what decides which blocks it shows', () => {
    renderWithApp(
      <RevealWhenSettled fallback={loading} isWaiting>
        <p>Your workspace</p>
      </RevealWhenSettled>,
    );
    expect(isShown('Your workspace')).toBe(false);
    expect(isShown('Loading the page')).toBe(true);
  });

  it('shows the blocks anyway when a request is slow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithApp(
        <RevealWhenSettled fallback={loading} maxWaitMs={3000}>
          <Block name="slow" load={() => new Promise(() => {})} />
        </RevealWhenSettled>,
      );
      // Mounted once the page around them is painted (at the latest NO_FRAME_WAIT_MS after it renders).
      await act(async () => vi.advanceTimersByTime(NO_FRAME_WAIT_MS));
      expect(isShown('slow loading')).toBe(false);
      await act(async () => vi.advanceTimersByTime(3100));
      expect(isShown('slow loading')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts that wait from the blocks’ mounting, not while their code still loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const code = deferred();
      const Blocks = lazy(() =>
        code.promise.then(() => ({
          default: () => <Block name="late" load={() => new Promise(() => {})} />,
        })),
      );
      renderWithApp(
        <RevealWhenSettled fallback={loading} maxWaitMs={3000}>
          <Blocks />
        </RevealWhenSettled>,
      );
      await act(async () => vi.advanceTimersByTime(3100));
      expect(isShown('Loading the page')).toBe(true);
      await act(async () => code.resolve('loaded'));
      expect(isShown('Loading the page')).toBe(true);
      await act(async () => vi.advanceTimersByTime(3100));
      expect(isShown('late loading')).toBe(true);
      expect(isShown('Loading the page')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
