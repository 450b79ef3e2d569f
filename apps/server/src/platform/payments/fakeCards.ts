/**
 * Magic card numbers of the fake LianLian (any future expiry, any 3-digit CVC, any name).
 * Any other number that passes the Luhn check is charged successfully.
 */
export const FAKE_CARDS = {
  /** Charged at once; a success notify follows. */
  success: '4242424242424242',
  /** Pay answers pending_3ds with a redirect to the fake's 3-D Secure page (complete or fail it there). */
  threeDsChallenge: '4000000000003220',
  /** Declined: insufficient_funds. */
  insufficientFunds: '4000000000009995',
  /** Declined: card_expired (whatever expiry was typed). */
  expiredCard: '4000000000000069',
  /** Declined: cvv_invalid. */
  cvcFailure: '4000000000000127',
  /** Declined: card_declined (generic). */
  declined: '4000000000000002',
  /** Stays processing, no notify; a query after `processingTimeoutMs` finds it failed with `timeout`. */
  processingTimeout: '4000000000005126',
} as const;

export type FakeCardOutcome =
  | { kind: 'success' }
  | { kind: 'challenge' }
  | { kind: 'processing' }
  | { kind: 'declined'; failureCode: string };

/** What the fake does with a card number (LianLian-style failure codes, mapped by the adapter). */
export function outcomeOfCard(cardNumber: string): FakeCardOutcome {
  switch (cardNumber) {
    case FAKE_CARDS.threeDsChallenge:
      return { kind: 'challenge' };
    case FAKE_CARDS.processingTimeout:
      return { kind: 'processing' };
    case FAKE_CARDS.insufficientFunds:
      return { kind: 'declined', failureCode: 'INSUFFICIENT_FUNDS' };
    case FAKE_CARDS.expiredCard:
      return { kind: 'declined', failureCode: 'CARD_EXPIRED' };
    case FAKE_CARDS.cvcFailure:
      return { kind: 'declined', failureCode: 'CVV_INVALID' };
    case FAKE_CARDS.declined:
      return { kind: 'declined', failureCode: 'CARD_DECLINED' };
    default:
      return { kind: 'success' };
  }
}

/** True when the digits pass the Luhn check (and have a card's length). */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme, from the number's first digits. */
export function brandOfCard(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'UNIONPAY';
  return 'UNKNOWN';
}

export type CardEntry = { cardNumber: string; expiry: string; cvc: string; holderName: string };
export type CardEntryError = 'card_number' | 'expiry' | 'cvc' | 'holder_name';

/** Checks what the buyer typed into the card page; returns the first wrong field, or null. */
export function validateCardEntry(entry: CardEntry, now: Date): CardEntryError | null {
  if (!isLuhnValid(entry.cardNumber)) return 'card_number';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(entry.expiry);
  if (!expiry) return 'expiry';
  const lastMonth = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
  if (lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) return 'expiry';
  if (!/^\d{3,4}$/.test(entry.cvc)) return 'cvc';
  if (entry.holderName.trim().length < 2 || entry.holderName.length > 64) return 'holder_name';
  return null;
}
