import { ApiRoutes, PHOTO_MAX_BYTES } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { loopWatch } from '../../test/loop-watch.ts';

/**
 * Issue 29 §1's rule for every route that reads client text: an SVG photo is parsed and rebuilt
 * (photo-svg.ts) before it is drawn, and that took 1.2 s for 200,000 nested groups and 3.6 s for
 * 600,000 (4.2 MB) on the request's thread, /healthz waiting meanwhile. The worst SVGs at the size
 * limit are each answered in a bound, and the event loop is never held (`loopWatch`).
 */
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const OPEN = `<svg ${NS} width="10" height="10">`;
/** An SVG of `unit` repeated up to the photo's size limit. */
const fill = (unit: string, close = '') =>
  OPEN +
  unit.repeat(Math.floor((PHOTO_MAX_BYTES - OPEN.length - close.length - 6) / unit.length)) +
  close +
  '</svg>';
const nested = (depth: number) => `${OPEN}${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;

const JSON_TYPE = { 'content-type': 'application/json' };
const TOO_COMPLEX = /too many parts/;
const UNREADABLE = /not an image we can read/;
const attributes = (n: number) => Array.from({ length: n }, (_, i) => `a${i}="1"`).join(' ');
/** A drawing of the most elements taken, each with attributes. */
const RECT = '<rect x="1" y="1" width="8" height="8" fill="#123456"/>';

const WORST: [string, string, { status: number; message?: RegExp }][] = [
  ['600,000 nested groups', nested(600_000), { status: 400, message: TOO_COMPLEX }],
  ['a million empty groups side by side', fill('<g/>'), { status: 400, message: TOO_COMPLEX }],
  [
    'one element with 300,000 attributes',
    `${OPEN}<g ${attributes(300_000)}/></svg>`,
    { status: 400, message: TOO_COMPLEX },
  ],
  ['the most parts taken: 9,000 rectangles', `${OPEN}${RECT.repeat(9_000)}</svg>`, { status: 200 }],
  [
    'the most nesting taken, then a long text',
    `${nested(256).replace('</g>', `${'x'.repeat(4_000_000)}</g>`)}`,
    { status: 200 },
  ],
  ['an attribute of 5 MB', `${OPEN}<g fill="${'u'.repeat(PHOTO_MAX_BYTES - 100)}"/></svg>`, { status: 200 }],
  ['a text of 5 MB', fill('x'), { status: 200 }],
  [
    'a comment never closed',
    `${OPEN}<!--${'x'.repeat(PHOTO_MAX_BYTES - 100)}`,
    { status: 400, message: UNREADABLE },
  ],
];

describe('an SVG photo at the size limit', () => {
  it('is answered in a bound, whatever its shape, and /healthz never waits', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    const watch = loopWatch(api);
    for (const [shape, svg, expected] of WORST) {
      expect(Buffer.byteLength(svg), shape).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
      // The JSON is built before it is watched: the client's work is not the server's.
      const body = Buffer.from(JSON.stringify({ image: Buffer.from(svg).toString('base64') }));
      const res = await watch.request(`photo, ${shape}`, () =>
        api.post(ApiRoutes.uploadPhoto.path, body, { as: auth, headers: JSON_TYPE }),
      );
      expect(res.statusCode, `${shape}: ${res.body.slice(0, 300)}`).toBe(expected.status);
      if (expected.message) expect(res.json().data.fields.image, shape).toMatch(expected.message);
    }
    watch.expectNoWait();
  });
});
