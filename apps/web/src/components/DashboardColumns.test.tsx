// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/stubMatchMedia';
import { type DashboardBlock, DashboardColumns } from './DashboardColumns';

const layout = [
  ['Figures', 'main'],
  ['Tasks', 'side'],
  ['Notices', 'main'],
  ['Coach', 'side'],
  ['Links', 'main'],
] as const;
const blocks: DashboardBlock[] = layout.map(([label, column]) => ({
  key: label,
  column,
  node: <p>{label}</p>,
}));

/** Lays the page out as on a phone (below antd's lg breakpoint) for the rest of the test. */
function onAPhone() {
  stubMatchMedia('(max-width: 991px)');
}

/** The same blocks, each a button the keyboard can reach. */
function Blocks() {
  return (
    <DashboardColumns
      blocks={layout.map(([label, column]) => ({
        key: label,
        column,
        node: <button type="button">{label}</button>,
      }))}
    />
  );
}

describe('DashboardColumns', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stacks main blocks in the first column and side blocks in the second, each in the given order', () => {
    render(<DashboardColumns blocks={blocks} />);
    const [main, side] = Array.from(screen.getByText('Figures').parentElement?.parentElement?.children ?? []);
    expect(main?.textContent).toBe('FiguresNoticesLinks');
    expect(side?.textContent).toBe('TasksCoach');
  });

  it('on a phone, shows the blocks in the order of the list, and the keyboard goes through them in that order', async () => {
    onAPhone();
    render(<Blocks />);
    expect(screen.getByText('Figures').parentElement?.textContent).toBe('FiguresTasksNoticesCoachLinks');
    const reached: string[] = [];
    for (let step = 0; step < blocks.length; step++) {
      await userEvent.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toEqual(['Figures', 'Tasks', 'Notices', 'Coach', 'Links']);
  });

  it('on a wide screen, the keyboard goes down the main column, then the side one', async () => {
    render(<Blocks />);
    const reached: string[] = [];
    for (let step = 0; step < blocks.length; step++) {
      await userEvent.tab();
      reached.push(document.activeElement?.textContent ?? '');
    }
    expect(reached).toEqual(['Figures', 'Notices', 'Links', 'Tasks', 'Coach']);
  });

  it('renders a block again only when its props change, not on every re-render of the page', async () => {
    const renders: string[] = [];
    function Counted({ label, count }: { label: string; count: number }) {
      renders.push(label);
      return (
        <p>
          {label} {count}
        </p>
      );
    }
    function Page() {
      const [clicks, setClicks] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setClicks((n) => n + 1)}>
            Again
          </button>
          <DashboardColumns
            blocks={[
              { key: 'still', column: 'main', node: <Counted label="still" count={0} /> },
              { key: 'moving', column: 'side', node: <Counted label="moving" count={clicks} /> },
            ]}
          />
        </>
      );
    }
    render(<Page />);
    renders.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByText('moving 1')).toBeTruthy();
    expect(renders).toEqual(['moving']);
  });
});
