/** The list with `value` moved to `toIndex` (clamped); the same list when nothing moves. */
export function moveValue(values: readonly string[], value: string, toIndex: number): string[] {
  const from = values.indexOf(value);
  const to = Math.max(0, Math.min(values.length - 1, toIndex));
  if (from < 0 || from === to) return [...values];
  const next = values.filter((v) => v !== value);
  next.splice(to, 0, value);
  return next;
}
