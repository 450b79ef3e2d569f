import {
  type Currency,
  type DeliveryPlace,
  type Incoterm,
  type MyRfqQuote,
  type PricingUnit,
  type QuickQuoteTerms,
  QuickQuoteTermsSchema,
  type SampleOffer,
} from '@sc/contract';

/** A picked date as the picker holds it: anything that formats itself (a Dayjs). */
export type PickedDate = { format: (template: string) => string };

/** What the quick quotation form holds. */
export type QuickQuoteFormValues = {
  price: string;
  currency: Currency | undefined;
  unit: PricingUnit | undefined;
  terms: Incoterm | undefined;
  moq: number | null;
  leadTimeDays: number | null;
  validUntil: PickedDate | null;
  place: DeliveryPlace | null | undefined;
  sampleOffer: SampleOffer;
  message: string;
  productId: number | null | undefined;
  quotationId: number | null | undefined;
};

export type QuickQuoteField = keyof QuickQuoteFormValues;
const ISO_DATE = 'YYYY-MM-DD';

/**
 * Starting values: my quote's current version when revising it; otherwise an empty form (SPEC 5:
 * price, currency, unit and terms are the supplier's to choose), with my product for the RFQ attached.
 */
export function toQuickQuoteFormValues(
  quote: MyRfqQuote | null,
  toDate: (isoDate: string) => PickedDate,
  myProductId: number | null = null,
): QuickQuoteFormValues {
  if (!quote) {
    return {
      price: '',
      currency: undefined,
      unit: undefined,
      terms: undefined,
      moq: null,
      leadTimeDays: null,
      validUntil: null,
      place: null,
      sampleOffer: 'none',
      message: '',
      productId: myProductId,
      quotationId: null,
    };
  }
  return {
    price: quote.price,
    currency: quote.currency as Currency,
    unit: quote.unit,
    terms: quote.terms,
    moq: quote.moq,
    leadTimeDays: quote.leadTimeDays,
    validUntil: quote.validUntil ? toDate(quote.validUntil) : null,
    place: quote.place,
    sampleOffer: quote.sampleOffer,
    message: quote.message,
    productId: quote.product?.productId ?? null,
    quotationId: quote.quotation?.quotationId ?? null,
  };
}

/**
 * The body of rfq/quote/create or update (without the RFQ or quote id). The price stays the string
 * typed (trimmed, a leading "." completed to "0."), so money never passes through a float.
 */
export function toQuickQuoteTerms(values: QuickQuoteFormValues): QuickQuoteTerms {
  const price = (values.price ?? '').trim();
  return {
    price: price.startsWith('.') ? `0${price}` : price,
    currency: values.currency as Currency,
    unit: values.unit as PricingUnit,
    terms: values.terms as Incoterm,
    moq: values.moq ?? null,
    leadTimeDays: values.leadTimeDays ?? null,
    validUntil: values.validUntil ? values.validUntil.format(ISO_DATE) : null,
    place: values.place ?? null,
    sampleOffer: values.sampleOffer ?? 'none',
    message: (values.message ?? '').trim(),
    productId: values.productId ?? null,
    quotationId: values.quotationId ?? null,
  };
}

/** The first problem of each field by the contract's schema (catalog keys), as the server finds them. */
export function quickQuoteIssues(terms: QuickQuoteTerms): Partial<Record<QuickQuoteField, string>> {
  const result = QuickQuoteTermsSchema.safeParse(terms);
  if (result.success) return {};
  const issues: Partial<Record<QuickQuoteField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'price') as QuickQuoteField;
    issues[field] ??= issue.message;
  }
  return issues;
}
