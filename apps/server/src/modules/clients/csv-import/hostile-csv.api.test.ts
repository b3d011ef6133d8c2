import { ApiRoutes as R, CLIENT_IMPORT_MAX_BYTES } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../../test/api-test.ts';
import { loopWatch } from '../../../test/loop-watch.ts';
import { multipartFile } from '../../../test/multipart.ts';

/**
 * Issue 29 §2: a preview read the whole file at once, and the control-character check walked the
 * upload byte by byte first: a 5 MB file of commas held /healthz for 6.8 s (three at once for
 * 16.7 s), and 2 million columns answered an 18.8 MB preview. Each worst file at the size limit is
 * answered in a bound (refused past the caps), small, and /healthz never waits (`loopWatch`).
 */
const MAX = CLIENT_IMPORT_MAX_BYTES;
const fill = (head: string, unit: string, tail = '') =>
  head + unit.repeat(Math.floor((MAX - head.length - tail.length) / unit.length)) + tail;
/** A row of 130 one-letter cells: 20,000 of them come close to 5 MB. */
const WIDE_ROW = `${'x,'.repeat(129)}x\n`;

type Expected = { status: number; field?: RegExp };
const WORST: [string, string, Expected][] = [
  ['a 5 MB file of commas', fill('', ','), { status: 400, field: /more than 200 columns/ }],
  ['2 million columns', fill('', 'x,', 'x'), { status: 400, field: /more than 200 columns/ }],
  ['a long quoted field', fill('Notes\n"', 'x', '"\n'), { status: 200 }],
  ['a quote never closed', fill('Notes\n"', 'x'), { status: 400, field: /not a CSV file we can read/ }],
  ['many short rows', fill('First name\n', 'a\n'), { status: 400, field: /more than 20,000 rows/ }],
  ['only line breaks', fill('', '\r\n'), { status: 400, field: /no header row/ }],
  [
    '20,000 rows of 130 columns',
    `${'First name,'.repeat(129)}x\n${WIDE_ROW.repeat(20_000)}`,
    { status: 200 },
  ],
];

/** The upload as the browser sends it: built before it is watched (the client's work is not the server's). */
const uploadOf = (text: string) => multipartFile('clients.csv', 'text/csv', text);
function preview(api: Api, auth: Record<string, string>, body: ReturnType<typeof uploadOf>) {
  return api.post(R.previewClientImport.path, body.payload, { as: auth, headers: body.headers });
}

function expectAnswer(what: string, res: Awaited<ReturnType<typeof preview>>, expected: Expected) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(expected.status);
  // The preview is the first rows, each cell cut for display: never the file again.
  expect(res.body.length, what).toBeLessThan(64 * 1024);
  if (expected.field) expect(res.json().data.fields.file, what).toMatch(expected.field);
}

describe('the CSV preview on the worst files at the size limit', () => {
  it('answers each in a bound, and /healthz never waits', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    for (const [, text] of WORST) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX);
    const watch = loopWatch(api);
    for (const [shape, text, expected] of WORST) {
      const body = uploadOf(text);
      const res = await watch.request(`preview, ${shape}`, () => preview(api, auth, body));
      expectAnswer(shape, res, expected);
    }
    watch.expectNoWait();
  });

  it('answers three 5 MB files of commas sent at once, and /healthz never waits', async ({ api }) => {
    const { auth } = await api.signedInOwner();
    // One body sent three times: the server reads a copy of each request's bytes.
    const commas = uploadOf(WORST[0]![1]);
    const watch = loopWatch(api);
    const answers = await watch.request('three previews at once, 5 MB of commas each', () =>
      Promise.all([1, 2, 3].map(() => preview(api, auth, commas))),
    );
    for (const res of answers) expectAnswer('commas', res, WORST[0]![2]);
    watch.expectNoWait();
  });
});
