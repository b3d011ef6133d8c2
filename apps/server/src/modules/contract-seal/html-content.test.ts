import { describe, expect, it } from 'vitest';
import { htmlToContent } from './html-content.ts';
import { SealInputError } from './input.ts';

describe("the contract's HTML as PDF content", () => {
  it('keeps headings, marks, alignment and safe links, and drops scripts and unsafe links', () => {
    const content = htmlToContent(
      '<h2>Fees</h2><p style="text-align: right">A <strong>bold <em>and italic</em></strong> word,<br>' +
        '<a href="https://example.com">a link</a> and <a href="javascript:alert(1)">no link</a>.</p>' +
        '<script>alert(1)</script><p><s>gone</s> <u>under</u> &amp; more</p>',
    );
    expect(content).toEqual([
      { text: [{ text: 'Fees' }], style: 'h2' },
      {
        text: [
          { text: 'A ' },
          { text: 'bold ', bold: true },
          { text: 'and italic', bold: true, italics: true },
          { text: ' word,' },
          { text: '\n' },
          { text: 'a link', decoration: 'underline', link: 'https://example.com', color: '#1a4fa0' },
          { text: ' and no link.' },
        ],
        style: 'p',
        alignment: 'right',
      },
      {
        text: [
          { text: 'gone', decoration: 'lineThrough' },
          { text: ' ' },
          { text: 'under', decoration: 'underline' },
          { text: ' & more' },
        ],
        style: 'p',
      },
    ]);
  });

  it('turns nested lists into pdfmake lists, and an empty paragraph into a blank line', () => {
    const content = htmlToContent(
      '<ul><li><p>One</p><ol><li><p>One.a</p></li></ol></li><li><p>Two</p></li></ul><p></p>',
    );
    expect(content).toEqual([
      {
        ul: [
          {
            stack: [
              { text: [{ text: 'One' }], style: 'p' },
              { ol: [{ stack: [{ text: [{ text: 'One.a' }], style: 'p' }] }], margin: [0, 0, 0, 6] },
            ],
          },
          { stack: [{ text: [{ text: 'Two' }], style: 'p' }] },
        ],
        margin: [0, 0, 0, 6],
      },
      { text: [{ text: ' ' }], style: 'p' },
    ]);
  });

  it('prints a picture as its description: nothing is fetched while rendering', () => {
    expect(
      htmlToContent(
        '<p>Logo: <img src="https://example.com/a.png" alt="Studio logo"><img src="https://x.test/b.png"></p>',
      ),
    ).toEqual([{ text: [{ text: 'Logo: ' }, { text: '[Studio logo]', italics: true }], style: 'p' }]);
  });

  it('keeps the text of unclosed elements, and refuses nesting past its depth', () => {
    expect(htmlToContent('<p>Cut <strong>short')).toEqual([
      { text: [{ text: 'Cut ' }, { text: 'short', bold: true }], style: 'p' },
    ]);
    expect(() => htmlToContent(`${'<ul><li>'.repeat(25)}x`)).toThrow(SealInputError);
  });
});
