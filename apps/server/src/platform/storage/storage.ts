/** Where file bytes live; the database keeps only metadata. */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}
