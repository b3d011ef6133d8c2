import { describe, expect, it } from 'vitest';
import { htmlToText } from './signature.ts';

const LINK = '<a href="https://x.test/a" target="_blank" rel="noopener noreferrer">';

describe('the plain-text form of sanitised HTML', () => {
  it('turns breaks and block ends into lines, links into text and address, and reads entities', () => {
    expect(htmlToText('<p>Ana, Lens &amp; Light</p><p>a&lt;b &nbsp;</p>')).toBe('Ana, Lens & Light\na<b');
    expect(htmlToText(`<p>${LINK}see</a> and ${LINK}https://x.test/a</a><br />next</p>`)).toBe(
      'see (https://x.test/a) and https://x.test/a\nnext',
    );
    // A label with a line break is no link: its tags go, its text stays.
    expect(htmlToText(`${LINK}two<br />lines</a>`)).toBe('two\nlines');
    expect(htmlToText(`${LINK}<strong>bold</strong></a><a>no address</a>`)).toBe(
      'bold (https://x.test/a)no address',
    );
    expect(htmlToText('<p>a  \t</p>\n\n\n\n<p>b</p>')).toBe('a\n\nb');
  });

  /**
   * Issue 29 §1: a sent template's text is read out of its HTML (a body of 100,000 characters,
   * rendered larger with the merge values), on the request's thread. Spaces before a letter took
   * quadratic time (each space was a start that read the whole run).
   */
  const n = 500_000;
  it.each([
    ['spaces, then a letter', `<p>${' '.repeat(n)}x</p>`],
    ['no-break spaces, then a letter', `<p>${'&nbsp;'.repeat(n / 6)}x</p>`],
    ['tabs and spaces between lines', `${' \t'.repeat(n / 4)}x\n`.repeat(2)],
    ['links that never close', `${LINK}x`.repeat(n / 70)],
    ['links whose labels break a line', `${LINK}x\n`.repeat(n / 70) + '</a>'],
    ['nested links', LINK.repeat(n / 70) + '</a>'.repeat(n / 70)],
    ['tags', '<b>'.repeat(n / 3)],
  ])('reads %s (500,000 characters) in a bound', (_, html) => {
    const started = performance.now();
    htmlToText(html);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
