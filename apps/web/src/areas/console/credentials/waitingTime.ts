/** How long something has waited, in its largest sensible unit. */
export function waitingParts(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}
