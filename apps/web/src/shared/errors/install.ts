import { setHttpHooks } from '../http/hooks';
import { handleResponseExtras } from '../response-extras/handle-response-extras';
import { applyCatalogue } from './catalogue';

/** Puts the error catalogue and the response extras on every request. The app calls it once. */
export function installErrorCatalogue() {
  setHttpHooks({ onError: applyCatalogue, onSuccess: (body) => handleResponseExtras(body) });
}
