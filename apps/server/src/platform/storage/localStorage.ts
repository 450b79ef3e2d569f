import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage.js';

/** Files under a directory (DATA_DIR/files by default). Keys are server-made; still, none may leave the root. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
