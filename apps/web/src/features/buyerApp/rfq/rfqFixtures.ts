import type { MyRfqDetail, ReceivedQuote } from '@sc/contract';

/** A quote on the test RFQ (per case, FOB Shanghai, priced in US dollars unless told). */
export function receivedQuote(id: number, overrides: Partial<ReceivedQuote> = {}): ReceivedQuote {
  return {
    id,
    version: 1,
    price: '10.00',
    currency: 'USD',
    unit: 'case',
    terms: 'FOB',
    moq: 100,
    leadTimeDays: 30,
    validUntil: '2099-06-30',
    place: 'shanghai',
    sampleOffer: 'free',
    message: '',
    product: null,
    quotation: null,
    at: `2026-05-0${id}T08:00:00.000Z`,
    supplier: { id: 100 + id, name: `Supplier ${id}`, country: 'NZ', logoUrl: null, credentials: [] },
    status: 'submitted',
    declineReason: null,
    declineNote: null,
    revised: false,
    perUnit: { amount: overrides.price ?? '10.00', currency: overrides.currency ?? 'USD' },
    conversationId: 500 + id,
    ...overrides,
  };
}

/** An open RFQ of mine for 2,000 cases of honey with the quotes given. */
export function myRfqDetail(quotes: ReceivedQuote[], overrides: Partial<MyRfqDetail> = {}): MyRfqDetail {
  return {
    id: 7,
    number: 'RFQ-000007',
    productName: 'Manuka honey 500 g',
    category: { id: 3, name: 'Food & Beverage', mainCategory: 'food_beverage' },
    quantity: 2000,
    unit: 'case',
    targetPrice: null,
    terms: 'FOB',
    place: 'shanghai',
    remark: '',
    state: 'open',
    closeReason: null,
    postedAt: '2026-05-01T00:00:00.000Z',
    expiresAt: '2099-05-15T23:59:59.999Z',
    closingSoon: false,
    quoteCount: quotes.length,
    maxQuotes: 10,
    quotesLeft: 10 - quotes.length,
    featured: false,
    featuredReasons: [],
    score: 40,
    barcode: '',
    shelfLifeDays: null,
    certifications: [],
    attachments: [],
    flags: [],
    rejectReason: null,
    newQuotes: 0,
    quotes,
    ...overrides,
  };
}
