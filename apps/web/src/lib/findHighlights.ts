/** Where the searched words occur in a text (case-insensitive), as ranges for <HighlightedText>. */
export function findHighlights(text: string, keyword: string): { start: number; length: number }[] {
  const lower = text.toLowerCase();
  const ranges: { start: number; length: number }[] = [];
  for (const word of keyword.toLowerCase().split(/\s+/).filter(Boolean)) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length))
      ranges.push({ start: at, length: word.length });
  }
  // Overlapping words keep the earlier, longer range.
  ranges.sort((a, b) => a.start - b.start || b.length - a.length);
  const kept: { start: number; length: number }[] = [];
  for (const range of ranges) {
    const last = kept[kept.length - 1];
    if (!last || range.start >= last.start + last.length) kept.push(range);
  }
  return kept;
}
