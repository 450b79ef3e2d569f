import { isValidElement, memo, type ReactNode } from 'react';
import { useMediaQuery } from '../lib/useMediaQuery';
import styles from './DashboardColumns.module.css';

/** One block of a dashboard page: where it goes on a wide screen. */
export interface DashboardBlock {
  key: string;
  /** `main`: the wide left column; `side`: the narrow right one. */
  column: 'main' | 'side';
  node: ReactNode;
}

/** Whether two elements would render the same: same component, key and (shallowly) props. */
function isSameElement(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const was = before.props as Record<string, unknown>;
  const is = after.props as Record<string, unknown>;
  const names = Object.keys(was);
  return names.length === Object.keys(is).length && names.every((name) => Object.is(was[name], is[name]));
}

/**
 * One block, passed by when the page re-renders with the same props for it: data arriving for one
 * block (or the page) would otherwise render every block of the dashboard again, a long task on a phone.
 */
const Block = memo(
  function Block({ node }: { node: ReactNode }) {
    return node;
  },
  (before, after) => isSameElement(before.node, after.node),
);

/** Below antd's lg breakpoint, as the grid's CSS. */
const ONE_COLUMN = '(max-width: 991px)';

/**
 * A dashboard's blocks in two columns on a wide screen, each column stacking its own blocks, and in
 * one column on a phone in the order of `blocks` (a side block between the main blocks it follows):
 * there the page is built in that order, so the keyboard and screen readers meet the blocks as they
 * are seen. A block renders again only when its element's props change (or a context it reads).
 */
export function DashboardColumns({ blocks }: { blocks: DashboardBlock[] }) {
  const isOneColumn = useMediaQuery(ONE_COLUMN);
  const slot = (block: DashboardBlock) => <Block key={block.key} node={block.node} />;
  if (isOneColumn) return <div className={styles.column}>{blocks.map(slot)}</div>;
  return (
    <div className={styles.columns}>
      <div className={styles.column}>{blocks.filter((block) => block.column === 'main').map(slot)}</div>
      <div className={styles.column}>{blocks.filter((block) => block.column === 'side').map(slot)}</div>
    </div>
  );
}
