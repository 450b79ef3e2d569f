// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type DashboardBlock, DashboardColumns } from './DashboardColumns';

const blocks: DashboardBlock[] = [
  { key: 'figures', column: 'main', node: <p>Figures</p> },
  { key: 'tasks', column: 'side', node: <p>Tasks</p> },
  { key: 'notices', column: 'main', node: <p>Notices</p> },
  { key: 'coach', column: 'side', node: <p>Coach</p> },
  { key: 'links', column: 'main', node: <p>Links</p> },
];

/** The wrapper of the block showing `text`: its column and its place on a phone. */
const slotOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('DashboardColumns', () => {
  it('stacks main blocks in the first column and side blocks in the second, each in the given order', () => {
    render(<DashboardColumns blocks={blocks} />);
    const [main, side] = Array.from(slotOf('Figures').parentElement?.parentElement?.children ?? []);
    expect(main?.textContent).toBe('FiguresNoticesLinks');
    expect(side?.textContent).toBe('TasksCoach');
  });

  it('keeps the order of the list on a phone: a side block comes right after the main block before it', () => {
    render(<DashboardColumns blocks={blocks} />);
    const phoneOrder = ['Figures', 'Tasks', 'Notices', 'Coach', 'Links'].map((text) =>
      Number(slotOf(text).style.order),
    );
    expect(phoneOrder).toEqual([0, 1, 2, 3, 4]);
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
