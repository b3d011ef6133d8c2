import type { PortalBrand } from '@focal/contracts/portal/api';
import { readableTextColor } from '../../../shared/ui/readable-text-color';

/** portal.html's band: BrandHeader prerendered with an empty heading, in an element of this class (build/prerender-plugin.ts). */
export const PRERENDERED_BAND_CLASS = 'portal-band';
/** On <html> while the band shows (portal.html's rule reads it). */
export const BAND_SHOWN_ATTRIBUTE = 'data-portal-band';
const BAND = `.${PRERENDERED_BAND_CLASS}`;

/**
 * Draws the prerendered band as BrandHeader draws `brand` (its colour, the text that reads on it, its
 * logo before its name) and shows it over the page's top. By portal.html's early script, with the
 * session's answer, before the portal's code has arrived (app/boot/portal-early-requests.ts).
 */
export function drawPrerenderedBand(brand: PortalBrand) {
  const band = document.querySelector(BAND);
  const header = band?.querySelector('header');
  const heading = band?.querySelector('h1');
  if (!header || !heading) return false;
  if (brand.brandColour) {
    header.style.background = brand.brandColour;
    header.style.color = readableTextColor(brand.brandColour);
  }
  if (brand.logoUrl) {
    const logo = document.createElement('img');
    logo.src = brand.logoUrl;
    logo.alt = '';
    logo.style.cssText = 'max-height:40px;max-width:120px;object-fit:contain';
    heading.before(logo);
  }
  heading.textContent = brand.name;
  document.documentElement.setAttribute(BAND_SHOWN_ATTRIBUTE, '');
  return true;
}

/** The portal's own band is drawn: the prerendered one goes, in the same frame (nothing flashes or moves). */
export function removePrerenderedBand() {
  document.querySelector(BAND)?.remove();
  document.documentElement.removeAttribute(BAND_SHOWN_ATTRIBUTE);
}
