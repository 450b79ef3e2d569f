import Markdown from 'react-markdown';
import styles from './MarkdownText.module.css';

export type MarkdownTextProps = { text: string; className?: string };

/**
 * Text written in Markdown (a company's introduction, a notice), rendered safely: raw HTML is shown
 * as text, never run, and links open in a new tab without handing over the page.
 */
export default function MarkdownRenderer({ text, className }: MarkdownTextProps) {
  return (
    <div className={[styles.markdown, className].filter(Boolean).join(' ')}>
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
          img: () => null,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
