import { describe, expect, it } from 'vitest';
import { emptyLine, emptyPackage, withCatalogueRow } from './draft';

describe('a row from the catalogue', () => {
  it('takes the place of the blank row a new quote opens with, and joins the others after it', () => {
    const picked = { ...emptyPackage(), name: 'Gold', price: '3000' };
    const first = withCatalogueRow([emptyPackage()], picked, emptyPackage);
    expect(first.map((p) => p.name)).toEqual(['Gold']);
    const second = withCatalogueRow(first, { ...emptyPackage(), name: 'Silver' }, emptyPackage);
    expect(second.map((p) => p.name)).toEqual(['Gold', 'Silver']);
  });

  it('keeps a row the user has started typing in', () => {
    const started = { ...emptyLine(), name: 'Travel' };
    const rows = withCatalogueRow([started], { ...emptyLine(), name: 'Album' }, emptyLine);
    expect(rows.map((l) => l.name)).toEqual(['Travel', 'Album']);
  });
});
