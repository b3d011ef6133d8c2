import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { BrandHeader } from './brand-header';

const brand = { name: 'Lumen & Co', logoUrl: null, brandColour: null };

/** The band while the session loads, then with the studio's name. */
function Loading() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <BrandHeader brand={loaded ? brand : undefined} />
      <button onClick={() => setLoaded(true)}>Session answered</button>
    </>
  );
}

/** portal.html's prerendered band, drawn by the early script with the studio's name. */
function drawnBand() {
  const band = document.createElement('div');
  band.className = 'portal-band';
  band.setAttribute('aria-hidden', 'true');
  band.innerHTML = '<header><h1>Lumen &amp; Co</h1></header>';
  document.body.append(band);
  document.documentElement.setAttribute('data-portal-band', '');
}
const band = () => document.querySelector('.portal-band');

afterEach(() => {
  band()?.remove();
  document.documentElement.removeAttribute('data-portal-band');
});

describe('the portal’s band over the one the page’s HTML drew', () => {
  it('the HTML’s band stays while the name loads, and goes once the portal’s band has it', async () => {
    drawnBand();
    const { user } = renderPage(<Loading />);
    expect(band()).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Session answered' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Lumen & Co' })).toBeVisible();
    expect(band()).toBeNull();
    expect(document.documentElement.hasAttribute('data-portal-band')).toBe(false);
  });
});
