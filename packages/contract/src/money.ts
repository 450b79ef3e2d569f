// Money as decimal strings (`numeric` in the database) and exact minor units (bigint cents):
// never floating point. Server and web share these.

/** Whether two decimal strings are the same amount ("299.00" and "299" are). */
export function sameAmount(a: string, b: string): boolean {
  const normal = (value: string) => {
    const [whole = '0', fraction = ''] = value.trim().split('.');
    return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.replace(/0+$/, '')}`;
  };
  return normal(a) === normal(b);
}

/** An amount in minor units (cents) from a decimal string with at most two decimals. */
export function toCents(value: string): bigint {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** Cents back to a decimal string with two decimals. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
