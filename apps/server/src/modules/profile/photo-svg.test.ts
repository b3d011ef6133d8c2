import { describe, expect, it } from 'vitest';
import { cleanSvg, looksLikeXml, SVG_MAX_DEPTH, SVG_MAX_PARTS } from './photo-svg.ts';

/** The SVG rebuild rule by rule, on its text (photo-svg.api.test.ts shows what is drawn). */
const clean = (svg: string) => {
  const result = cleanSvg(Buffer.from(svg));
  if (!('svg' in result)) throw new Error(`refused: ${result.refused}`);
  return result.svg;
};
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('cleanSvg', () => {
  it('keeps shapes, sizes and same-document references, and nothing from the prologue', () => {
    expect(
      clean(`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><!-- c --><?pi x?>
<svg ${NS} width="4" height="4"><use xlink:href="#r" fill="url(#g)"/><![CDATA[t<]]></svg>`),
    ).toBe(`<svg ${NS} width="4" height="4"><use xlink:href="#r" fill="url(#g)"></use>t&lt;</svg>`);
  });

  it('drops scripts, foreign content, animation, handlers, foreign links, url() and CSS escapes', () => {
    const svg = clean(`<svg ${NS} viewBox="0 0 4 4" onload="x()" xml:base="http://a/">
<script>x()</script><foreignObject><p>x</p></foreignObject><set attributeName="href" to="http://a/"/>
<animate attributeName="href" values="http://a/"/><image href="http://127.0.0.1:1/x.png"/>
<image xlink:href="file:///etc/passwd"/><image src="data:image/png;base64,AA=="/>
<rect ONCLICK="x()" style="fill:url(http://a/p.svg#p)" filter="url( 'http://a/#f')"/>
<rect style="fill:\\75 rl(http://a/)"/><style>@import 'http://a/s.css';</style>
<style>rect{fill:url(http://a/#p)}</style><style>rect{fill:url(#p)}</style></svg>`);
    // The namespace declarations are the only addresses left.
    expect(svg.replace(NS, '')).not.toMatch(
      /script|foreignObject|<set|<animate|onload|onclick|xml:base|http|file:|data:|\\|@import/i,
    );
    expect(svg.replace(/\n/g, '')).toContain(
      '<image></image><image></image><image></image><rect></rect><rect></rect>',
    );
    expect(svg).toContain('<style>rect{fill:url(#p)}</style>');
  });

  it('escapes text and attributes when writing them again', () => {
    expect(
      clean(`<svg ${NS} width="1" height="1"><text id="&quot;&lt;">a &amp;lt; b</text></svg>`),
    ).toContain('<text id="&quot;&lt;">a &amp;lt; b</text>');
  });

  it('refuses an entity reference, a document that is not an SVG, broken XML, and an SVG with no size', () => {
    const refusal = (svg: string) =>
      'refused' in cleanSvg(Buffer.from(svg)) ? cleanSvg(Buffer.from(svg)) : null;
    expect(refusal(`<!DOCTYPE svg [<!ENTITY a "b">]><svg ${NS} width="1" height="1">&a;</svg>`)).toEqual({
      refused: 'unreadable',
    });
    expect(refusal('<html><body/></html>')).toEqual({ refused: 'unreadable' });
    expect(refusal(`<svg ${NS} width="1" height="1"><rect`)).toEqual({ refused: 'unreadable' });
    expect(refusal(`<svg ${NS} height="1"/>`)).toEqual({ refused: 'noSize' });
    expect(refusal(`<svg ${NS} viewBox="0 0 1 1"/>`)).toBeNull();
  });

  it('refuses nesting deeper than SVG_MAX_DEPTH (200,000 groups once overflowed the stack: a 500)', () => {
    const nested = (depth: number) =>
      `<svg ${NS} width="1" height="1">${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;
    expect(cleanSvg(Buffer.from(nested(SVG_MAX_DEPTH + 1)))).toEqual({ refused: 'unreadable' });
    expect(clean(nested(SVG_MAX_DEPTH))).toContain('<g></g>');
  });

  it('refuses more than SVG_MAX_PARTS tags or attributes before parsing (600,000 groups took 3.6 s and 550 MB)', () => {
    const svg = (inside: string) => `<svg width="1" height="1">${inside}</svg>`;
    // The <svg> tag, its closing tag and two attributes count too.
    expect(clean(svg('<g/>'.repeat(SVG_MAX_PARTS - 2)))).toContain('<g></g>');
    expect(cleanSvg(Buffer.from(svg('<g/>'.repeat(SVG_MAX_PARTS - 1))))).toEqual({ refused: 'tooComplex' });
    const attributes = (n: number) => Array.from({ length: n }, (_, i) => `a${i}="1"`).join(' ');
    expect(clean(svg(`<g ${attributes(SVG_MAX_PARTS - 2)}/>`))).toContain('a0="1"');
    expect(cleanSvg(Buffer.from(svg(`<g ${attributes(SVG_MAX_PARTS - 1)}/>`)))).toEqual({
      refused: 'tooComplex',
    });
    // Refused by the count (the parse would have refused its depth as unreadable, after seconds).
    expect(cleanSvg(Buffer.from(svg('<g>'.repeat(600_000))))).toEqual({ refused: 'tooComplex' });
  });

  it('takes bytes as XML when they start with "<" past a BOM and whitespace, never a raster', () => {
    expect(looksLikeXml(Buffer.from('\uFEFF \n<svg/>'))).toBe(true);
    expect(looksLikeXml(Buffer.from('hello <svg/>'))).toBe(false);
    expect(looksLikeXml(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });
});
