// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';
import { loadOnce } from './loadOnce';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function renderInSuspense(node: React.ReactNode) {
  const fallback = vi.fn(() => <p>Loading</p>);
  const Fallback = fallback;
  render(<Suspense fallback={<Fallback />}>{node}</Suspense>);
  return fallback;
}

describe('lazyPage', () => {
  it('renders a page fetched ahead at once, without committing the loading fallback', async () => {
    const loader = loadOnce(async () => Page);
    await loader();
    const LazyHome = lazyPage(loader);
    let fallback: ReturnType<typeof renderInSuspense> | undefined;
    act(() => {
      fallback = renderInSuspense(<LazyHome title="Welcome" />);
    });
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback while a page not fetched yet loads, then the page', async () => {
    const LazyHome = lazyPage(loadOnce(async () => Page));
    let fallback: ReturnType<typeof renderInSuspense> | undefined;
    await act(async () => {
      fallback = renderInSuspense(<LazyHome title="Welcome" />);
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(fallback).toHaveBeenCalled();
  });
});
