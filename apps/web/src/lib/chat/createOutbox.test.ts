import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxOptions, type SendAnswer } from './createOutbox';
import type { OutboxEntry } from './outbox';

type Text = { content: string };
type Stored = { id: number; clientId: string };

/** An outbox whose sends wait until the test answers them. */
function setUp(options: Partial<OutboxOptions<Text, Stored>> = {}) {
  let isOnline = true;
  const sends: { entry: OutboxEntry<Text>; answer: (a: SendAnswer<Stored>) => void; fail: () => void }[] = [];
  const outbox = createOutbox<Text, Stored>({
    isOnline: () => isOnline,
    transmit: (entry) =>
      new Promise((resolve, reject) =>
        sends.push({ entry, answer: resolve, fail: () => reject(new Error()) }),
      ),
    noAnswer: () => ({ maxAttempts: 2, error: null }),
    requeueDelayMs: 3_000,
    ...options,
  });
  return { outbox, sends, setOnline: (value: boolean) => (isOnline = value) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('createOutbox', () => {
  it('sends at once when online; the stored message arrives before its pending copy leaves', async () => {
    const seenWhenDelivered: number[] = [];
    const { outbox, sends } = setUp({
      onDelivered: (message) => seenWhenDelivered.push(message.id, outbox.get().length),
    });
    const clientId = outbox.send({ content: 'hello' });
    expect(outbox.get()).toMatchObject([{ clientId, status: 'sending', attempts: 1 }]);
    sends[0]?.answer({ ok: true, message: { id: 9, clientId } });
    await settle();
    expect(seenWhenDelivered).toEqual([9, 1]);
    expect(outbox.get()).toEqual([]);
  });

  it('holds messages while offline and sends them once connected, under the same clientId', () => {
    const { outbox, sends, setOnline } = setUp();
    setOnline(false);
    const clientId = outbox.send({ content: 'hello' });
    expect(sends).toHaveLength(0);
    expect(outbox.get()[0]?.status).toBe('queued');
    setOnline(true);
    outbox.connected();
    expect(sends.map((s) => s.entry.clientId)).toEqual([clientId]);
  });

  it('shows a refusal as failed and reports it; a retry sends it again under the same clientId', async () => {
    const refusals: string[] = [];
    const { outbox, sends } = setUp({ onRefused: (error) => refusals.push(error) });
    const clientId = outbox.send({ content: 'hello' });
    sends[0]?.answer({ ok: false, error: 'Too long' });
    await settle();
    expect(outbox.get()[0]).toMatchObject({ status: 'failed', error: 'Too long' });
    expect(refusals).toEqual(['Too long']);
    outbox.retry(clientId);
    expect(sends.map((s) => s.entry.clientId)).toEqual([clientId, clientId]);
  });

  it('tries an unanswered send again after a pause, then gives up after the last attempt', async () => {
    vi.useFakeTimers();
    const { outbox, sends } = setUp();
    outbox.send({ content: 'hello' });
    sends[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.get()[0]?.status).toBe('queued');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sends).toHaveLength(2);
    sends[1]?.fail();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(outbox.get()[0]?.status).toBe('failed');
    expect(sends).toHaveLength(2);
  });

  it('drops a message that came back by another way, and forgets everything on clear', () => {
    const { outbox } = setUp();
    const listener = vi.fn();
    outbox.subscribe(listener);
    const a = outbox.send({ content: 'a' });
    outbox.send({ content: 'b' });
    listener.mockClear();
    outbox.delivered('unknown');
    expect(listener).not.toHaveBeenCalled();
    outbox.delivered(a);
    expect(outbox.get()).toHaveLength(1);
    outbox.clear();
    expect(outbox.get()).toEqual([]);
  });

  it('keeps its entries in storage; one in flight at the last unload is queued again', () => {
    const saved: (readonly OutboxEntry<Text>[])[] = [];
    const stored = { clientId: 'c1', payload: { content: 'hi' }, createdAt: 'T', attempts: 1, error: null };
    const { outbox } = setUp({
      storage: { load: () => [{ ...stored, status: 'sending' }], save: (entries) => saved.push(entries) },
    });
    expect(outbox.get()).toEqual([{ ...stored, status: 'queued' }]);
    outbox.discard('c1');
    expect(saved).toEqual([[]]);
  });
});
