import { isApiPath } from '@focal/contracts';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers of 4 KB or more go out as brotli or gzip, as the client accepts. Brotli at quality 4
 * costs about what gzip does and packs tighter; quality 11 is for the build's files only. Smaller
 * answers and clients that send no Accept-Encoding (autocannon, curl) get the JSON as it is: under
 * 4 KB an answer fits in three TCP segments and saves a segment at most (the bootstrap: 1.7 → 1.0 KB),
 * while each compression allocates native buffers the allocator keeps (bench/memory.ts, 20,000
 * requests, one run each: 364 MB resident with a 1 KB threshold, 282 MB with 4 KB; the full bench
 * later gave 364 MB with 4 KB too, so the memory cost is not settled).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The web build is compressed at build time (spa.ts sends its .br/.gz files), and /files are
  // images: only the API is compressed on the fly. Must run before the plugin's own onRoute hook.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 4 * 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Answers up to 64 KB are compressed in one call (about 1 ms here) with an exact length, and no
    // brotli stream (about 0.9 MB each) is held while they travel; only larger ones stream.
    syncThreshold: 64 * 1024,
    // Our client never compresses a request body; inflating one would only open a door to zip bombs.
    globalDecompression: false,
  });
}
