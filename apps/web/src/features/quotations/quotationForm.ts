import {
  CURRENCIES,
  type Currency,
  DELIVERY_PLACES,
  type DeliveryPlace,
  type FieldErrors,
  INCOTERMS,
  type Incoterm,
  PRICING_UNITS,
  type PricingUnit,
  type Product,
  type Quotation,
  type QuotationInput,
  type QuotationLine,
} from '@sc/contract';

/** The expiration date as the picker holds it: anything that formats itself (a Dayjs). */
export type PickedDate = { format: (template: string) => string };

/** One product line of the form; the product's name, code, brand and specs are shown, not sent. */
export type QuotationLineValues = {
  productId: number | null;
  productName: string;
  code: string;
  brand: string | null;
  /** The product's specs, offered as suggestions for the line's spec. */
  specs: string[];
  spec: string;
  price: string;
  priceUnit: PricingUnit;
  moq: number | null;
  unitsPerPack: number | null;
  unitsPerCase: number | null;
  casesPerPallet: number | null;
  shelfLifeDays: number | null;
  packDimensions: string;
  caseDimensions: string;
  pallet: string;
};

export type QuotationFormValues = {
  name: string;
  terms: Incoterm | undefined;
  place: DeliveryPlace | undefined;
  currency: Currency | undefined;
  expiresOn: PickedDate | null;
  remark: string;
  note: string;
  lines: QuotationLineValues[];
};

export const DEFAULT_CURRENCY: Currency = 'USD';
const DATE_FORMAT = 'YYYY-MM-DD';

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** A line with nothing chosen yet. */
export function emptyLine(): QuotationLineValues {
  return {
    productId: null,
    productName: '',
    code: '',
    brand: null,
    specs: [],
    spec: '',
    price: '',
    priceUnit: 'unit',
    moq: null,
    unitsPerPack: null,
    unitsPerCase: null,
    casesPerPallet: null,
    shelfLifeDays: null,
    packDimensions: '',
    caseDimensions: '',
    pallet: '',
  };
}

/**
 * A line after picking a product: the product's details, first spec, pricing unit, units and
 * shelf life filled in; what the user already typed for price, MOQ and packing stays.
 */
export function lineWithProduct(line: QuotationLineValues, product: Product): QuotationLineValues {
  return {
    ...line,
    productId: product.id,
    productName: product.name,
    code: product.barcode,
    brand: product.brand,
    specs: product.specs,
    spec: product.specs[0] ?? '',
    priceUnit: product.pricingUnit,
    unitsPerPack: product.unitsPerPack,
    unitsPerCase: product.unitsPerCase,
    casesPerPallet: product.casesPerPallet,
    shelfLifeDays: product.shelfLifeDays,
  };
}

function toLineValues(line: QuotationLine): QuotationLineValues {
  return {
    productId: line.productId,
    productName: line.productName,
    code: line.code,
    brand: line.brand,
    specs: line.spec ? [line.spec] : [],
    spec: line.spec ?? '',
    price: line.price,
    priceUnit: oneOf(PRICING_UNITS, line.priceUnit) ?? 'unit',
    moq: line.moq,
    unitsPerPack: line.unitsPerPack,
    unitsPerCase: line.unitsPerCase,
    casesPerPallet: line.casesPerPallet,
    shelfLifeDays: line.shelfLifeDays,
    packDimensions: line.packDimensions ?? '',
    caseDimensions: line.caseDimensions ?? '',
    pallet: line.pallet ?? '',
  };
}

/** Starting values: an existing quotation's, or a new one in US dollars with one empty line. */
export function toQuotationFormValues(
  quotation: Quotation | null,
  toDate: (isoDate: string) => PickedDate,
): QuotationFormValues {
  if (!quotation)
    return {
      name: '',
      terms: undefined,
      place: undefined,
      currency: DEFAULT_CURRENCY,
      expiresOn: null,
      remark: '',
      note: '',
      lines: [emptyLine()],
    };
  return {
    name: quotation.name,
    terms: oneOf(INCOTERMS, quotation.terms),
    place: oneOf(DELIVERY_PLACES, quotation.place),
    currency: oneOf(CURRENCIES, quotation.currency),
    expiresOn: toDate(quotation.expiresOn),
    remark: quotation.remark ?? '',
    note: quotation.note ?? '',
    lines: quotation.lines.map(toLineValues),
  };
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A typed price as sent: trimmed, a leading "." completed to "0."; never through a float. */
function price(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** The body of quotation/create (and update, with the id added). */
export function toQuotationInput(values: QuotationFormValues): QuotationInput {
  return {
    name: values.name.trim(),
    terms: values.terms as Incoterm,
    place: values.place as DeliveryPlace,
    currency: values.currency ?? DEFAULT_CURRENCY,
    expiresOn: values.expiresOn?.format(DATE_FORMAT) ?? '',
    remark: text(values.remark),
    note: text(values.note),
    lines: (values.lines ?? []).map((line) => ({
      productId: line.productId ?? 0,
      spec: text(line.spec),
      price: price(line.price),
      priceUnit: line.priceUnit,
      moq: line.moq ?? null,
      unitsPerPack: line.unitsPerPack ?? null,
      unitsPerCase: line.unitsPerCase ?? null,
      casesPerPallet: line.casesPerPallet ?? null,
      shelfLifeDays: line.shelfLifeDays ?? null,
      packDimensions: text(line.packDimensions),
      caseDimensions: text(line.caseDimensions),
      pallet: text(line.pallet),
    })),
  };
}

export type FormFieldError = { name: (string | number)[]; errors: string[] };

/**
 * Puts the server's field errors on the form: `lines.2.price` (or `lines[2].price`) on that line's
 * price, `lines` on the list, the rest by name. Errors for fields the form lacks are left out.
 */
export function toQuotationFieldErrors(fields: FieldErrors, formFields: readonly string[]): FormFieldError[] {
  const result: FormFieldError[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const line = /^lines(?:\.|\[)(\d+)\]?\.(\w+)$/.exec(path);
    if (line) result.push({ name: ['lines', Number(line[1]), line[2] ?? ''], errors: [message] });
    else if (path === 'lines' || formFields.includes(path)) result.push({ name: [path], errors: [message] });
  }
  return result;
}
