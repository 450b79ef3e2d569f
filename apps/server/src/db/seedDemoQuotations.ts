import type { AppContext } from '../context.js';
import type { SupplierCaller } from '../http/caller.js';
import { createQuotation, updateQuotation } from '../modules/quotations/quotations.service.js';
import { createQuote } from '../modules/quotes/quotes.service.js';

const DAY = 24 * 60 * 60_000;
const dateIn = (days: number, now: Date) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * Two quotations of the demo supplier over its linked products, so the quotation list is not empty
 * on first run: a price list to Shanghai (revised once, version 2) and a trial order to Shenzhen;
 * and a price quote for three of the products (Product prices). Answers the price list's id.
 */
export async function seedDemoQuotations(
  ctx: AppContext,
  caller: SupplierCaller,
  productIds: number[],
  now = new Date(),
): Promise<number | undefined> {
  const [a, b, c, d] = productIds;
  if (a === undefined || b === undefined) return undefined;
  const priceList = {
    name: 'Price list – snacks & dairy',
    terms: 'CIF' as const,
    place: 'shanghai' as const,
    currency: 'USD' as const,
    expiresOn: dateIn(60, now),
    remark: 'Prices per case, shipped in 20 ft reefer containers. Samples on request.',
    note: 'Freight quoted by Oceanic Lines on the 1st of the month.',
    lines: [
      {
        productId: a,
        price: '38.40',
        priceUnit: 'case' as const,
        moq: 50,
        unitsPerCase: 12,
        casesPerPallet: 60,
      },
      {
        productId: b,
        price: '26.75',
        priceUnit: 'case' as const,
        moq: 50,
        unitsPerCase: 24,
        casesPerPallet: 80,
      },
      ...(c === undefined
        ? []
        : [
            {
              productId: c,
              price: '2.15',
              priceUnit: 'unit' as const,
              moq: 2000,
              pallet: 'CHEP 1165 × 1165',
            },
          ]),
    ],
  };
  const created = await createQuotation(ctx, caller, priceList);
  // Revised once: the buyer asked for a bigger first order at a lower price.
  await updateQuotation(ctx, caller, created.id, {
    ...priceList,
    lines: priceList.lines.map((line, i) => (i === 0 ? { ...line, price: '36.90', moq: 100 } : line)),
  });
  const prices = ['3.20', '2.35', '2.15'];
  for (const [i, productId] of [a, b, c].entries()) {
    if (productId === undefined) continue;
    await createQuote(ctx, caller, {
      productId,
      price: prices[i] ?? '1',
      currency: 'USD',
      terms: i === 2 ? 'FOB' : 'CIF',
      expiresOn: dateIn(45 + i * 15, now),
    });
  }
  await createQuotation(ctx, caller, {
    name: 'Trial order – Shenzhen',
    terms: 'DAP',
    place: 'shenzhen',
    currency: 'AUD',
    expiresOn: dateIn(30, now),
    remark: 'One mixed pallet for a market test.',
    note: null,
    lines: [
      { productId: d ?? b, price: '54.00', priceUnit: 'case', moq: 5, caseDimensions: '40 × 30 × 25 cm' },
      { productId: a, price: '1450', priceUnit: 'pallet', moq: 1, pallet: 'EUR 1200 × 800, 6 layers' },
    ],
  });
  return created.id;
}
