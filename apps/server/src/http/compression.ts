import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON smaller than this fits in a packet or two; compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers above `COMPRESS_MIN_BYTES` with brotli (quality 4: as fast as gzip, smaller)
 * or gzip, whichever the client accepts. The web build's files carry their own `.br`/`.gz` copies
 * and are sent as they are. Request bodies are never inflated: no client sends them compressed,
 * and inflating would let a small body grow past the body limit.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
