/** A page's code could not be fetched in time or at all (SPEC 8: chunk load failure or time-out). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Runs a dynamic import, turning a failure or a time-out into a ChunkLoadError. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError ? error : new ChunkLoadError('Loading failed', { cause: error }),
        );
      },
    );
  });
}
