import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 kB of a compressible type (the API's JSON, the CSV export) are sent with brotli or gzip
 * when the client accepts it: a phone on a slow network fetches the gallery's first 60 works as about
 * 6 kB instead of 42 kB, and that page's thumbnails wait for it. The web build's files are compressed at
 * build time and go out as they are (they already carry Content-Encoding); images are not compressible.
 * Brotli runs at the plugin's quality 4 (its own default of 11 costs milliseconds per answer).
 *
 * Request bodies are never inflated: nothing we accept is sent compressed, and a body that is would be a
 * way around the body limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
