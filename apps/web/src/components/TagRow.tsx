import type { ReactNode } from 'react';
import styles from './TagRow.module.css';

/** Tags side by side, wrapping onto more lines, evenly spaced. */
export function TagRow({ children }: { children: ReactNode }) {
  return <span className={styles.tags}>{children}</span>;
}
