import { Fragment } from 'react';

type HighlightedTextProps = {
  text: string;
  highlights: readonly { start: number; length: number }[];
  className?: string;
};

/** Plain text with the given ranges in <mark> (React elements: the text is never read as HTML). */
export function HighlightedText({ text, highlights, className }: HighlightedTextProps) {
  const parts: Array<{ text: string; isMark: boolean; at: number }> = [];
  let at = 0;
  for (const { start, length } of [...highlights].sort((a, b) => a.start - b.start)) {
    if (start < at || start >= text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), isMark: false, at });
    parts.push({ text: text.slice(start, start + length), isMark: true, at: start });
    at = start + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isMark: false, at });
  return (
    <span className={className}>
      {parts.map((part) =>
        part.isMark ? <mark key={part.at}>{part.text}</mark> : <Fragment key={part.at}>{part.text}</Fragment>,
      )}
    </span>
  );
}
