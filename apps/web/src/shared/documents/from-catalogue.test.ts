import type { Package } from '@focal/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { lineFromPackage, withCatalogueRow } from './from-catalogue';
import { emptyLine } from './line-draft';

describe('a row from the catalogue', () => {
  it('takes the place of the blank row a new document opens with, and joins the others after it', () => {
    const picked = { ...emptyLine(), name: 'Gold', price: '3000' };
    const first = withCatalogueRow([emptyLine()], picked, emptyLine);
    expect(first.map((l) => l.name)).toEqual(['Gold']);
    const second = withCatalogueRow(first, { ...emptyLine(), name: 'Silver' }, emptyLine);
    expect(second.map((l) => l.name)).toEqual(['Gold', 'Silver']);
  });

  it('keeps a row the user has started typing in', () => {
    const started = { ...emptyLine(), name: 'Travel' };
    const rows = withCatalogueRow([started], { ...emptyLine(), name: 'Album' }, emptyLine);
    expect(rows.map((l) => l.name)).toEqual(['Travel', 'Album']);
  });

  it('makes a package one line at its price, its items listed under its description', () => {
    const item = { productId: 'p', unitPriceMinor: 0, productArchived: false };
    const pkg: Package = {
      id: '40000000-0000-4000-8000-000000000009',
      currency: 'USD',
      imageUrl: null,
      archivedAt: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      name: 'Gold',
      description: 'The whole day',
      priceMinor: 300_000,
      items: [
        { ...item, productName: 'Album', quantityThousandths: 1000 },
        { ...item, productName: 'Prints', quantityThousandths: 2000 },
      ],
    };
    expect(lineFromPackage(pkg, 'USD')).toMatchObject({
      name: 'Gold',
      description: 'The whole day\nAlbum\n2 × Prints',
      price: '3000.00',
      quantity: '1',
      taxes: [],
      productId: null,
    });
  });
});
