/**
 * One run at a time per name within this process: `run` starts after the previous run of that name
 * has settled, and `idle` waits until no run is under way or waiting.
 */
export class NamedLocks {
  private readonly tails = new Map<string, Promise<void>>();

  /** Whether a run of `name` is under way or waiting. */
  isBusy(name: string): boolean {
    return this.tails.has(name);
  }

  /** Whether no run of any name is under way or waiting. */
  isIdle(): boolean {
    return this.tails.size === 0;
  }

  /**
   * Runs `work` once every earlier run of `name` has settled; resolves or rejects as `work` does, and
   * by then the name is free again (unless another run waits).
   */
  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release = () => {};
    const tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.tails.set(name, tail);
    return previous.then(work).finally(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
      release();
    });
  }

  /** Resolves once no run of any name is under way or waiting, including runs started meanwhile. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
