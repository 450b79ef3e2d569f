import { lazy, Suspense } from 'react';
import { prefetchWhenIdle } from '../lib/prefetchWhenIdle';
import type { MarkdownTextProps } from './MarkdownRenderer';
import styles from './MarkdownText.module.css';

// The Markdown parser (~30 KB) stays off the pages that only might show Markdown (the header's
// urgent notice, a notice opened from the home page); it is fetched once the page is idle.
const loadRenderer = () => import('./MarkdownRenderer');
const MarkdownRenderer = lazy(loadRenderer);
prefetchWhenIdle(loadRenderer);

/** Text written in Markdown, rendered safely; the plain text shows until the parser is there. */
export function MarkdownText({ text, className }: MarkdownTextProps) {
  return (
    <Suspense
      fallback={
        <div className={[styles.markdown, styles.plain, className].filter(Boolean).join(' ')}>{text}</div>
      }
    >
      <MarkdownRenderer text={text} className={className} />
    </Suspense>
  );
}
