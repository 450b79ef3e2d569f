import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './groupCommit.js';

/** A group runner that records each group it is given and waits for `release` before answering. */
function recordingRunner(options: { lanes?: number; maxGroup?: number; failOn?: string } = {}) {
  const groups: string[][] = [];
  let release: () => void = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise((resolve) => {
      release = resolve;
    });
  };
  const write = createGroupCommit<string, string>({
    run: async (items) => {
      groups.push(items);
      await gate;
      if (options.failOn && items.includes(options.failOn)) throw new Error(`bad item ${options.failOn}`);
      return items.map((item) => item.toUpperCase());
    },
    keyOf: (item) => item.charCodeAt(0),
    lanes: options.lanes ?? 1,
    maxGroup: options.maxGroup ?? 100,
  });
  return { write, groups, hold, release: () => release() };
}

describe('group commit', () => {
  it('writes what arrives together as one group and answers each caller with its own result', async () => {
    const { write, groups } = recordingRunner();
    expect(await Promise.all(['a1', 'a2', 'a3'].map(write))).toEqual(['A1', 'A2', 'A3']);
    expect(groups).toEqual([['a1', 'a2', 'a3']]);
  });

  it('while a group is in flight, gathers what arrives into the next group, in arrival order', async () => {
    const { write, groups, hold, release } = recordingRunner();
    hold();
    const first = write('a1');
    await new Promise((resolve) => setImmediate(resolve)); // the first group is now in flight
    const later = ['a2', 'a3', 'a4'].map(write);
    expect(groups).toEqual([['a1']]);
    release();
    expect(await Promise.all([first, ...later])).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(groups).toEqual([['a1'], ['a2', 'a3', 'a4']]);
  });

  it('never puts more than maxGroup items in a group', async () => {
    const { write, groups } = recordingRunner({ maxGroup: 2 });
    await Promise.all(['a1', 'a2', 'a3', 'a4', 'a5'].map(write));
    expect(groups).toEqual([['a1', 'a2'], ['a3', 'a4'], ['a5']]);
  });

  it('keeps items of one key in one lane, and lanes run side by side', async () => {
    const { write, groups, hold, release } = recordingRunner({ lanes: 2 });
    hold();
    const written = Promise.all(['a1', 'b1', 'a2', 'b2'].map(write));
    await new Promise((resolve) => setImmediate(resolve));
    // Both lanes have a group in flight before either is answered.
    expect(groups.map((g) => [...g].sort())).toEqual([
      ['a1', 'a2'],
      ['b1', 'b2'],
    ]);
    release();
    expect(await written).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it('when a group fails, tries its items alone: only the bad item’s caller gets the error', async () => {
    const { write, groups } = recordingRunner({ failOn: 'a2' });
    const results = await Promise.allSettled(['a1', 'a2', 'a3'].map(write));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'A1',
      'bad item a2',
      'A3',
    ]);
    expect(groups).toEqual([['a1', 'a2', 'a3'], ['a1'], ['a2'], ['a3']]);
  });

  it('goes on with the next group after a failure', async () => {
    const { write } = recordingRunner({ failOn: 'a1' });
    await expect(write('a1')).rejects.toThrow('bad item a1');
    expect(await write('a2')).toBe('A2');
  });
});
