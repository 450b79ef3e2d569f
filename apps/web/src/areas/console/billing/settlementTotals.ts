import type { SettlementRow } from '@sc/contract';

/** One currency's sums over the report's days. */
export type SettlementTotal = Omit<SettlementRow, 'day'>;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) return 0n;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign ? -units : units;
}

function fractionDigits(value: string): number {
  return DECIMAL.exec(value.trim())?.[3]?.length ?? 0;
}

/** Adds decimal strings exactly (money is never a float), keeping the longest fraction given. */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map(fractionDigits));
  const total = values.reduce((sum, value) => sum + toScaled(value, scale), 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(digits.length - scale)}` : '';
  return `${total < 0n ? '-' : ''}${whole}${fraction}`;
}

/** The report's totals, one per currency in the order the currencies first appear; never mixed. */
export function totalsByCurrency(rows: readonly SettlementRow[]): SettlementTotal[] {
  const byCurrency = new Map<string, SettlementRow[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  return [...byCurrency].map(([currency, days]) => ({
    currency,
    payments: days.reduce((sum, day) => sum + day.payments, 0),
    gross: sumDecimals(days.map((day) => day.gross)),
    refunds: days.reduce((sum, day) => sum + day.refunds, 0),
    refunded: sumDecimals(days.map((day) => day.refunded)),
    net: sumDecimals(days.map((day) => day.net)),
  }));
}
