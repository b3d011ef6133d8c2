import type { ChatCspDirective, ChatCspSources } from './chat-widget.ts';

/**
 * The maps script (spec 02 §7: Google's maps JavaScript API with its places library, loaded lazily
 * by the address fields, keyed by MAPS_API_KEY). Google's CSP guide ("Content Security Policy
 * guide" of the Maps JavaScript API) lists these origins: the loader and its library chunks come
 * from maps.googleapis.com and maps.gstatic.com; the places library's requests go to
 * maps.googleapis.com (classic Autocomplete) or places.googleapis.com (AutocompleteSuggestion); the
 * "powered by Google" mark is an image from maps.gstatic.com. Nothing when no key is configured.
 */
export function mapsCspSources(mapsApiKey: string | undefined): ChatCspSources {
  if (!mapsApiKey) return {};
  return {
    'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    'connect-src': [
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://places.googleapis.com',
    ],
    'img-src': ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
  };
}

/** Several third parties' sources for the page's policy, each directive's lists joined in order. */
export function mergeCspSources(...sets: ChatCspSources[]): ChatCspSources {
  const merged: ChatCspSources = {};
  for (const set of sets)
    for (const [directive, sources] of Object.entries(set) as [ChatCspDirective, readonly string[]][])
      merged[directive] = [...(merged[directive] ?? []), ...sources];
  return merged;
}
