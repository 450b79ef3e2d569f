/** Digits only: spaces, dashes and other separators typed by people are dropped. */
export function barcodeDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * True for a UPC-A (12), EAN-13 (13) or EAN-8 (8) code whose check digit is right.
 * GS1 rule: from the right, excluding the check digit, weights alternate 3, 1, 3, …
 */
export function isValidBarcode(input: string): boolean {
  const digits = barcodeDigits(input);
  if (digits !== input.trim() || ![8, 12, 13].includes(digits.length)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * The key barcodes are matched by: digits without leading zeros, so a UPC-A (036000291452) and
 * the same code as EAN-13 (0036000291452) or typed without zeros (36000291452) all meet.
 */
export function barcodeSearchKey(input: string): string {
  return barcodeDigits(input).replace(/^0+/, '');
}
