/**
 * Group commit: many small writes that arrive together go to the database as one statement. Each
 * lane runs one group at a time; what arrives while a group is in flight waits and goes, all of it
 * (up to `maxGroup`), in the lane's next group. An idle lane starts at once (after the current
 * tick, so that writes made in the same tick share a group): a lone write waits for nothing, and
 * under load the groups grow by themselves, so the database commits (and flushes its log) once per
 * group instead of once per write.
 *
 * Items of one key always share a lane, so two lanes never write the same rows at once (no lock
 * waits between them), and each lane keeps its items' order. When a whole group fails, each of its
 * items is tried alone, so one bad item fails only its own caller.
 */
export interface GroupCommitOptions<I, O> {
  /** Writes a group; answers one result per item, in the items' order. */
  run: (items: I[]) => Promise<O[]>;
  /** Items with the same key share a lane (and its order). */
  keyOf: (item: I) => number;
  lanes: number;
  maxGroup: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

interface Lane<I, O> {
  queue: Waiting<I, O>[];
  busy: boolean;
}

export function createGroupCommit<I, O>(options: GroupCommitOptions<I, O>): (item: I) => Promise<O> {
  const lanes: Lane<I, O>[] = Array.from({ length: options.lanes }, () => ({ queue: [], busy: false }));

  async function runAlone(waiting: Waiting<I, O>) {
    try {
      const [result] = await options.run([waiting.item]);
      waiting.resolve(result as O);
    } catch (error) {
      waiting.reject(error);
    }
  }

  async function drain(lane: Lane<I, O>) {
    while (lane.queue.length > 0) {
      const group = lane.queue.splice(0, options.maxGroup);
      try {
        const results = await options.run(group.map((w) => w.item));
        for (const [n, waiting] of group.entries()) waiting.resolve(results[n] as O);
      } catch (error) {
        if (group.length === 1) (group[0] as Waiting<I, O>).reject(error);
        else for (const waiting of group) await runAlone(waiting);
      }
    }
    lane.busy = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      const lane = lanes[Math.abs(options.keyOf(item)) % lanes.length] as Lane<I, O>;
      lane.queue.push({ item, resolve, reject });
      if (lane.busy) return;
      lane.busy = true;
      setImmediate(() => void drain(lane));
    });
}
