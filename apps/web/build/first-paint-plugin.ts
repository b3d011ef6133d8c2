import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseSync, type Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/app/boot/first-paint.js', import.meta.url));
/** Where index.html names the script; the build puts the script itself there. */
const MARKER = '<script src="/src/app/boot/first-paint.js"></script>';

/**
 * Inlines src/app/boot/first-paint.js (without its comments and indentation) in index.html, and so in the pages prerendered from it: as a file it was a blocking request in the
 * head before the first paint (~900 bytes of headers and a round trip on a phone). The CSP allows it
 * by its SHA-256, which the server reads from the built pages at start (apps/server/src/http/spa.ts).
 * It also drops the head's comments. Runs in the dev server too, which serves no CSP.
 */
export function inlineFirstPaint(): Plugin {
  return {
    name: 'focal-inline-first-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(MARKER) || html.split('</head>').length !== 2)
          throw new Error(`first-paint: index.html needs one </head> and ${MARKER}`);
        const code = compact(readFileSync(SOURCE, 'utf8'));
        const [head, body] = html.split('</head>') as [string, string];
        // The head's comments are for whoever reads index.html; every page would carry them (~240
        // bytes brotli). The body's stay: the build finds its way by some (<!-- /root -->).
        return `${head.replace(/<!--[\s\S]*?-->/g, '')}</head>${body}`.replace(
          MARKER,
          () => `<script>${code}</script>`,
        );
      },
    },
  };
}

/**
 * Drops the comment lines and the indentation. Not a minifier: Vite's (oxc) writes strings as
 * template literals, which the old browsers this script must turn away cannot parse. The result is
 * parsed again, so a line this misreads fails the build instead of the page.
 */
function compact(source: string): string {
  const code = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(?:\/\/|\/\*|\*)/.test(line))
    .join('\n');
  if (parseSync(SOURCE, code).errors.length > 0 || /<\/script|<!--/i.test(code)) {
    throw new Error(`first-paint: ${SOURCE} does not survive inlining`);
  }
  return code;
}
