// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
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
});
