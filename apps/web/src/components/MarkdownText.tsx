import Markdown from 'react-markdown';
import styles from './MarkdownText.module.css';

type MarkdownTextProps = { text: string; className?: string };

/**
 * Text a company wrote in Markdown (its introduction), rendered safely: raw HTML is shown as text,
 * never run, and links open in a new tab without handing over the page.
 */
export function MarkdownText({ text, className }: MarkdownTextProps) {
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
