/** Drops trailing zeros of a stored numeric(16,4): "12.5000" → "12.5", "3.0000" → "3". */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
