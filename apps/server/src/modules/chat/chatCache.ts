/** Who receives a conversation's events on each side: every user of the company, and the buyer's login. */
export type Recipients = {
  supplier: { userId: number; adminCode: string }[];
  buyer: { userId: number; adminCode: string }[];
};

const RECIPIENTS_TTL_MS = 10_000;
const MAX_PAIRS = 10_000;
const BUYER_TOUCH_MS = 60_000;
const MAX_TOUCHED = 100_000;

/**
 * The chat's per-process memory, one per app (on the AppContext). Recipients are kept a few
 * seconds: a busy conversation needs the lookup once, and a new company user is heard from within
 * RECIPIENTS_TTL_MS. A buyer's presence is written at most once a minute while it sends.
 */
export class ChatCache {
  private readonly recipientsByPair = new Map<string, { at: number; recipients: Promise<Recipients> }>();
  private readonly buyerTouchedAt = new Map<number, number>();

  /** The recipients of a supplier–buyer pair, loaded with `load` when not known for a few seconds. */
  recipients(
    pair: { supplierId: number; buyerId: number },
    load: () => Promise<Recipients>,
  ): Promise<Recipients> {
    const key = `${pair.supplierId}:${pair.buyerId}`;
    const hit = this.recipientsByPair.get(key);
    if (hit && Date.now() - hit.at < RECIPIENTS_TTL_MS) return hit.recipients;
    const recipients = load();
    if (this.recipientsByPair.size > MAX_PAIRS) this.recipientsByPair.clear();
    this.recipientsByPair.set(key, { at: Date.now(), recipients });
    recipients.catch(() => this.recipientsByPair.delete(key));
    return recipients;
  }

  /** Whether a buyer's presence is due a write (and notes it as written). */
  shouldTouchBuyer(buyerId: number): boolean {
    if (Date.now() - (this.buyerTouchedAt.get(buyerId) ?? 0) < BUYER_TOUCH_MS) return false;
    if (this.buyerTouchedAt.size > MAX_TOUCHED) this.buyerTouchedAt.clear();
    this.buyerTouchedAt.set(buyerId, Date.now());
    return true;
  }
}
