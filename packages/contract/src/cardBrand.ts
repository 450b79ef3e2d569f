const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  master: 'Mastercard',
  amex: 'American Express',
  americanexpress: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  discover: 'Discover',
  diners: 'Diners Club',
};

/** A card brand as people write it ("VISA", "visa" → "Visa"); an unknown one as given. */
export function cardBrandName(brand: string | null): string {
  if (!brand) return '';
  return BRANDS[brand.toLowerCase().replace(/[^a-z]/g, '')] ?? brand;
}
