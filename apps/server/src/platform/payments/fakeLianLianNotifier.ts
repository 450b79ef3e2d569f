// How the fake LianLian delivers its signed notifies, with switches that reproduce what real
// networks do to webhooks: late, twice, out of order, or never.

/** Notify delivery switches; all off by default. */
export type NotifyBehaviour = {
  /** Wait this long before each delivery. */
  delayMs: number;
  /** Deliver every notify twice (same body, fresh signature). */
  duplicate: boolean;
  /** After each notify, deliver a stale contradicting one (e.g. failed after success). */
  outOfOrder: boolean;
  /** Deliver nothing (the merchant must query). */
  drop: boolean;
};

export const DEFAULT_NOTIFY_BEHAVIOUR: NotifyBehaviour = {
  delayMs: 0,
  duplicate: false,
  outOfOrder: false,
  drop: false,
};

/** One attempt to deliver a notify, as the fake recorded it. */
export type NotifyDelivery = {
  url: string;
  body: Readonly<Record<string, unknown>>;
  /** The merchant's HTTP status, or `error` when the request failed. */
  outcome: number | 'error';
};

/** Reads a partial behaviour from untrusted JSON; null when a field has the wrong type. */
export function parseNotifyBehaviour(input: unknown): Partial<NotifyBehaviour> | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const result: Partial<NotifyBehaviour> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'delayMs' && typeof value === 'number' && value >= 0 && value <= 600_000)
      result.delayMs = value;
    else if ((key === 'duplicate' || key === 'outOfOrder' || key === 'drop') && typeof value === 'boolean') {
      result[key] = value;
    } else return null;
  }
  return result;
}

/** Delivers notifies as JSON POSTs with headers from `sign`, obeying the current behaviour. */
export function createNotifier(options: {
  sign: (body: Readonly<Record<string, unknown>>) => Record<string, string>;
  behaviour?: Partial<NotifyBehaviour>;
  fetch?: typeof fetch;
  onError?: (error: unknown, url: string) => void;
}) {
  const doFetch = options.fetch ?? fetch;
  let behaviour: NotifyBehaviour = { ...DEFAULT_NOTIFY_BEHAVIOUR, ...options.behaviour };
  const pending = new Set<Promise<void>>();
  const deliveries: NotifyDelivery[] = [];

  async function deliver(url: string, body: Readonly<Record<string, unknown>>): Promise<void> {
    let outcome: NotifyDelivery['outcome'];
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { ...options.sign(body), 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      outcome = response.status;
      await response.arrayBuffer();
    } catch (error) {
      outcome = 'error';
      options.onError?.(error, url);
    }
    deliveries.push({ url, body, outcome });
  }

  function track(work: Promise<void>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  return {
    /** Sends `body` to `url` (and `stale` after it when out-of-order delivery is on); returns at once. */
    send(
      url: string,
      body: Readonly<Record<string, unknown>>,
      stale?: Readonly<Record<string, unknown>>,
    ): void {
      const now = behaviour;
      if (now.drop) return;
      track(
        (async () => {
          if (now.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, now.delayMs));
          await deliver(url, body);
          if (now.duplicate) await deliver(url, body);
          if (now.outOfOrder && stale) await deliver(url, stale);
        })(),
      );
    },
    setBehaviour(change: Partial<NotifyBehaviour>): NotifyBehaviour {
      behaviour = { ...behaviour, ...change };
      return behaviour;
    },
    behaviour: (): NotifyBehaviour => behaviour,
    /** Resolves once every notify sent so far has been delivered (or has failed). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    deliveries: (): readonly NotifyDelivery[] => deliveries,
    reset(): void {
      behaviour = { ...DEFAULT_NOTIFY_BEHAVIOUR, ...options.behaviour };
      deliveries.length = 0;
    },
  };
}
