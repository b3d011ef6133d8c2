import { describe, expect, it } from 'vitest';
import { findUnsafeEmailHtml, sanitizeEmailHtml } from './email-html.ts';

describe('sanitizeEmailHtml', () => {
  it('keeps what an email may carry', async () => {
    const html =
      '<h2>Hi</h2><p style="text-align: center">A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p>x<br />y</p>' +
      '<p><a href="https://studio.test/a">web</a> <a href="mailto:a@b.test">mail</a></p>' +
      '<img src="https://cdn.test/logo.png" alt="Logo" width="120" height="40" />' +
      '<img src="/files/signatures/abc.png" alt="" />';
    const clean = await sanitizeEmailHtml(html);
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<p style="text-align:center">');
    expect(clean).toContain(
      '<a href="https://studio.test/a" target="_blank" rel="noopener noreferrer">web</a>',
    );
    expect(clean).toContain('<a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">mail</a>');
    expect(clean).toContain('<img src="https://cdn.test/logo.png" alt="Logo" width="120" height="40" />');
    expect(clean).toContain('<img src="/files/signatures/abc.png" alt="" />');
    expect(await findUnsafeEmailHtml(html)).toEqual([]);
  });

  it('drops scripts, styles, frames and forms whole, and event handlers', async () => {
    const html =
      '<p onclick="x()">a</p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://x.test"></iframe><form><input name="q" /></form><img src="https://c.test/i.png" onerror="x()" />';
    const clean = await sanitizeEmailHtml(html);
    expect(clean).toBe('<p>a</p><img src="https://c.test/i.png" />');
    expect(await findUnsafeEmailHtml(html)).toEqual([
      { kind: 'attribute', what: 'onclick on <p>' },
      { kind: 'tag', what: '<script>' },
      { kind: 'tag', what: '<style>' },
      { kind: 'tag', what: '<iframe>' },
      { kind: 'tag', what: '<form>' },
      { kind: 'tag', what: '<input>' },
      { kind: 'attribute', what: 'onerror on <img>' },
    ]);
  });

  it('removes javascript:, data:, relative and protocol-relative links', async () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '/x',
      '//evil.test',
    ]) {
      const html = `<a href="${href}">x</a>`;
      expect(await sanitizeEmailHtml(html)).toBe('<a>x</a>');
      expect(await findUnsafeEmailHtml(html)).toEqual([{ kind: 'link', what: href }]);
    }
  });

  it('removes images from data:, http: and other paths, and odd sizes', async () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      'http://c.test/i.png',
      '/api/x.png',
      '/files/../x.png',
    ]) {
      const html = `<p>a</p><img src="${src}" alt="x" />`;
      expect(await sanitizeEmailHtml(html)).toBe('<p>a</p>');
      expect(await findUnsafeEmailHtml(html)).toEqual([{ kind: 'image', what: src }]);
    }
    const sized = '<img src="https://c.test/i.png" width="100%" />';
    expect(await sanitizeEmailHtml(sized)).toBe('<img src="https://c.test/i.png" />');
    expect(await findUnsafeEmailHtml(sized)).toEqual([{ kind: 'attribute', what: 'width="100%" on <img>' }]);
  });

  it('keeps only text-align in styles', async () => {
    const html = '<div style="position: fixed; text-align: right; background: url(x)">a</div>';
    expect(await sanitizeEmailHtml(html)).toBe('<div style="text-align:right">a</div>');
    expect(await findUnsafeEmailHtml(html)).toEqual([
      { kind: 'style', what: 'position on <div>' },
      { kind: 'style', what: 'background on <div>' },
    ]);
    expect(await findUnsafeEmailHtml('<p style="text-align: evil">a</p>')).toEqual([
      { kind: 'style', what: 'text-align on <p>' },
    ]);
  });
});
