/** What the card frame posts to the page: a card token, or which field it refused. */
export type CardFrameMessage =
  | { type: 'card-token'; cardToken: string; last4?: string; brand?: string }
  | { type: 'card-error'; field?: string };

/**
 * Reads a message event as the card frame's, or null: it must come from the frame's own origin and
 * carry the frame's source mark (other windows and extensions post messages too).
 */
export function readCardFrameMessage(
  event: { origin: string; data: unknown },
  frameOrigin: string,
): CardFrameMessage | null {
  if (event.origin !== frameOrigin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || data.source !== 'sc-card-frame') return null;
  if (data.type === 'card-token' && typeof data.cardToken === 'string' && data.cardToken) {
    return {
      type: 'card-token',
      cardToken: data.cardToken,
      ...(typeof data.last4 === 'string' ? { last4: data.last4 } : {}),
      ...(typeof data.brand === 'string' ? { brand: data.brand } : {}),
    };
  }
  if (data.type === 'card-error')
    return { type: 'card-error', ...(typeof data.field === 'string' ? { field: data.field } : {}) };
  return null;
}
