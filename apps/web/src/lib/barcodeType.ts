import { barcodeDigits } from '@sc/contract';

/** 'UPC' for a 12-digit UPC-A, 'EAN' for EAN-13 and EAN-8, else null (shown as a plain code). */
export function barcodeType(code: string): 'UPC' | 'EAN' | null {
  const digits = barcodeDigits(code);
  if (digits.length === 12) return 'UPC';
  if (digits.length === 13 || digits.length === 8) return 'EAN';
  return null;
}
