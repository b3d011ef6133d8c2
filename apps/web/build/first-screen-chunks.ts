/**
 * How the build cuts the app into files, so the first screen arrives in a few requests. Left alone,
 * the bundler makes a chunk of every set of modules two routes share, and /login came in some forty
 * files, many under 500 bytes; over HTTP/1.1 each answer carries about 900 bytes of headers, more
 * than many of the files themselves.
 *
 * - `react`: React, React DOM and React Router, apart: they change less often than our code.
 * - `app-start`: everything else the entry (main.tsx) loads statically, in one file.
 * - Shared chunks under 64 KB (before minifying) are inlined into the chunks that import them
 *   (rolldown's experimentalInlineCommonChunks: the copies share one module state through its
 *   runtime, and modules' execution order stays strict). Some code is repeated across routes, for
 *   fewer requests on every page: at 4 KB a signed-in /clients opened cold came in 30 files; at
 *   64 KB (and the frame in one chunk), 12 and 5% fewer bytes (gzip 222 kB against 234), as less
 *   code is repeated across chunks (issue 31: on a phone's HTTP/1.1 six connections, each wave of
 *   requests costs a round trip).
 * Modules loaded only by `import()` keep the bundler's own splitting.
 */
export const codeSplitting = {
  groups: [
    {
      name: 'react',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
      tags: ['$initial' as const],
      priority: 3,
    },
    { name: 'app-start', test: /./, tags: ['$initial' as const], priority: 2 },
  ],
  experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
};
