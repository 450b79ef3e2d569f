import type { SettlementRow } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { sumDecimals, totalsByCurrency } from './settlementTotals';

const row = (day: string, currency: string, gross: string, refunded: string, net: string): SettlementRow => ({
  day,
  currency,
  payments: 1,
  gross,
  refunds: refunded === '0.00' ? 0 : 1,
  refunded,
  net,
});

describe('sumDecimals', () => {
  it('adds money exactly where floats would drift', () => {
    expect(sumDecimals(['0.10', '0.20'])).toBe('0.30');
    expect(sumDecimals(['199.99', '0.01', '1000'])).toBe('1200.00');
    expect(sumDecimals(['5.00', '-7.50'])).toBe('-2.50');
    expect(sumDecimals([])).toBe('0');
  });
});

describe('totalsByCurrency', () => {
  it('totals each currency on its own, never adding dollars to yen', () => {
    const totals = totalsByCurrency([
      row('2026-03-01', 'USD', '199.00', '0.00', '199.00'),
      row('2026-03-01', 'JPY', '30000', '0', '30000'),
      row('2026-03-02', 'USD', '99.50', '20.25', '79.25'),
    ]);
    expect(totals).toEqual([
      { currency: 'USD', payments: 2, gross: '298.50', refunds: 1, refunded: '20.25', net: '278.25' },
      { currency: 'JPY', payments: 1, gross: '30000', refunds: 1, refunded: '0', net: '30000' },
    ]);
  });
});
