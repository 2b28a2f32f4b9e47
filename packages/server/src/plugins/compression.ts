import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const everyAnswer = {
  encodings: ['br', 'gzip'],
  threshold: 1024,
  syncThreshold: 64 * 1024,
} satisfies FastifyCompressOptions;

const brotliAt = (quality: number) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
  },
});

/**
 * Answers above 1 kB of a compressible type (the API's JSON, the CSV export) are sent with brotli or gzip
 * when the client accepts it: a phone on a slow network fetches the gallery's first 60 works as about
 * 6 kB instead of 42 kB, and that page's thumbnails wait for it. The web build's files are compressed at
 * build time and go out as they are (they already carry Content-Encoding); images are not compressible.
 * Brotli runs at quality 3. Brotli's own default of 11 costs milliseconds per answer; the plugin's 4 cost
 * the gallery's page of 60 works 1.0–1.4 ms of compression inside the server (profiled; 0.65 ms in a loop
 * on its own), quality 3 0.65 ms (0.41 in the loop), for answers 3–4 % larger: 6.4 instead of 6.2 kB, about
 * a millisecond more on a slow phone network.
 *
 * Answers up to 64 kB (every routine read; the gallery's page of 60 works is about 43 kB) are compressed
 * in one call on the event loop. The plugin's default on a 2-core host streams anything above 8 kB through
 * a zlib stream on libuv's threadpool, which added 0.5–1.4 ms to an 11 kB answer, most of it hand-offs
 * rather than compression (about 0.1 ms either way). Larger answers, the sales export, still stream.
 *
 * Request bodies are never inflated: nothing we accept is sent compressed, and a body that is would be a
 * way around the body limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { ...everyAnswer, brotliOptions: brotliAt(3), globalDecompression: false });
}

/**
 * The route option of a download of megabytes (the sales export): brotli at quality 1 and gzip at level 1.
 * On the huge account's 3 MB export, quality 4 took 92 ms of compression, longer than reading the rows, for
 * 811 kB; quality 1 takes 29 ms for 926 kB, and gzip falls from 145 ms (level 6) to 48 ms. A route's own
 * option replaces every setting of the plugin's, so it repeats the shared ones.
 */
export const downloadCompression = {
  ...everyAnswer,
  brotliOptions: brotliAt(1),
  zlibOptions: { level: 1 },
} satisfies FastifyCompressOptions;
