import { describe, expect, it } from 'vitest';
import { documentLayout, textOn, titleColour } from './document-layout.ts';

const doc = (brand?: { logo: string | null; colour: string | null }) =>
  documentLayout({
    heading: 'Invoice INV-0001',
    title: 'Wedding',
    currency: 'EUR',
    pricesIncludeTax: false,
    seller: { name: 'Studio', email: null, address: [], taxNumber: null },
    buyer: null,
    facts: [],
    lines: [{ name: 'Day', description: '', quantityThousandths: 1000, unitPriceMinor: 100 }],
    discount: null,
    notes: '',
    terms: '',
    ...(brand ? { brand } : {}),
  });

describe('the brand on the document layout', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#ffd43b', '#000000'],
    ['#2b8a3e', '#000000'], // luminance 0.190: black reads at 4.81:1, white at 4.37:1
    ['#1f6feb', '#ffffff'], // 0.177: white 4.63:1, black 4.53:1
    ['#000000', '#ffffff'],
    ['#757575', '#ffffff'], // the greys either side of the crossing (0.179)
    ['#767676', '#000000'],
  ])('writes on a fill of %s in %s, whichever contrasts more', (fill, text) => {
    expect(textOn(fill)).toBe(text);
  });

  it('colours the title only when it reads on white at 3:1', () => {
    expect(titleColour('#1f6feb')).toBe('#1f6feb');
    expect(titleColour('#949494')).toBe('#949494'); // 3.03:1
    expect(titleColour('#959595')).toBeUndefined(); // 2.98:1
    expect(titleColour('#ffd43b')).toBeUndefined();
  });

  it('without a brand, or with an empty one, lays out as before: no image, grey labels', () => {
    const plain = JSON.stringify(doc());
    expect(JSON.stringify(doc({ logo: null, colour: null }))).toBe(plain);
    expect(plain).not.toContain('"image"');
    expect(plain).not.toContain('fillColor');
  });

  it('puts the logo first, fitted into its box, and fills the header with the colour', () => {
    const branded = doc({ logo: 'data:image/png;base64,AAAA', colour: '#1f6feb' });
    expect(branded.images).toEqual({ logo: 'data:image/png;base64,AAAA' });
    expect(branded.content[0]).toEqual({ image: 'logo', fit: [160, 64], margin: [0, 0, 0, 16] });
    expect(JSON.stringify(branded)).toContain('"fillColor":"#1f6feb","color":"#ffffff"');
    expect(branded.styles).toMatchObject({ heading: { color: '#1f6feb' } });
  });
});
