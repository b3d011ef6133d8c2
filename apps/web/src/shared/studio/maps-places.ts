/// <reference types="google.maps" />
import type { AddressValue } from './address';

/**
 * Google's places library (spec 02 §7): the maps script is loaded lazily, the first time an address
 * field is focused, with the key from the server's configuration. The loader itself is imported
 * here on demand, so no page carries it until then.
 */
let places: Promise<google.maps.PlacesLibrary> | undefined;

export function loadPlaces(key: string): Promise<google.maps.PlacesLibrary> {
  places ??= import('@googlemaps/js-api-loader').then(({ setOptions, importLibrary }) => {
    setOptions({ key, v: 'weekly' });
    return importLibrary('places');
  });
  // A failed load (offline, a blocked script) may be tried again on the next focus.
  places.catch(() => (places = undefined));
  return places;
}

export type PlaceSuggestion = {
  placeId: string;
  text: string;
  prediction: google.maps.places.PlacePrediction;
};

/** The new AutocompleteSuggestion API: one session token from the first keystroke to the pick, so Google bills one session. */
export async function suggestPlaces(
  library: google.maps.PlacesLibrary,
  input: string,
  sessionToken: google.maps.places.AutocompleteSessionToken,
): Promise<PlaceSuggestion[]> {
  const { suggestions } = await library.AutocompleteSuggestion.fetchAutocompleteSuggestions({
    input,
    sessionToken,
  });
  return suggestions.flatMap(({ placePrediction: p }) =>
    p ? [{ placeId: p.placeId, text: p.text.text, prediction: p }] : [],
  );
}

/** The picked place's parts, mapped from Google's address component types to our fields. */
export async function addressOfPlace(suggestion: PlaceSuggestion): Promise<AddressValue> {
  const place = suggestion.prediction.toPlace();
  await place.fetchFields({ fields: ['addressComponents'] });
  const part = (type: string, short = false) => {
    const c = place.addressComponents?.find((component) => component.types.includes(type));
    return (short ? c?.shortText : c?.longText) ?? '';
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  return {
    line1: street || part('premise') || suggestion.text.split(',')[0]!,
    line2: part('subpremise'),
    city: part('locality') || part('postal_town') || part('administrative_area_level_2'),
    region: part('administrative_area_level_1'),
    postalCode: part('postal_code'),
    country: part('country'),
    placeId: suggestion.placeId,
  };
}
