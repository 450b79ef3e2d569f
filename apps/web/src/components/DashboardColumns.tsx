import type { ReactNode } from 'react';
import styles from './DashboardColumns.module.css';

/** One block of a dashboard page: where it goes on a wide screen. */
export interface DashboardBlock {
  key: string;
  /** `main`: the wide left column; `side`: the narrow right one. */
  column: 'main' | 'side';
  node: ReactNode;
}

/**
 * A dashboard's blocks in two columns on a wide screen, each column stacking its own blocks, and in
 * one column on a phone, where they keep the order of `blocks` (a side block between the main blocks
 * it follows).
 */
export function DashboardColumns({ blocks }: { blocks: DashboardBlock[] }) {
  const column = (which: DashboardBlock['column']) =>
    blocks.flatMap((block, order) =>
      block.column === which
        ? [
            <div key={block.key} style={{ order }}>
              {block.node}
            </div>,
          ]
        : [],
    );
  return (
    <div className={styles.columns}>
      <div className={styles.column}>{column('main')}</div>
      <div className={styles.column}>{column('side')}</div>
    </div>
  );
}
