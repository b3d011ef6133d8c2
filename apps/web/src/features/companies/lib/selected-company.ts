import { localStore } from '../../../shared/storage/storage';

/**
 * The company the session last moved to, kept in localStorage so every tab hears of a switch made
 * in another one (spec 01 §4.1): a `storage` event naming another company than the tab shows
 * opens the blocking switched-company modal.
 */
export type SelectedCompany = { id: string; name?: string };

const KEY = 'company.selected';

export const readSelectedCompany = () => localStore.get<SelectedCompany>(KEY);

export function recordSelectedCompany(company: SelectedCompany) {
  const known = readSelectedCompany();
  // Rewriting the same company would still reach other tabs as a change when only the name differs.
  if (known?.id === company.id && (known.name === company.name || !company.name)) return;
  localStore.set(KEY, company);
}

/** Calls `onChange` when another tab records a company; returns the unsubscribe function. */
export function watchSelectedCompany(onChange: (company: SelectedCompany) => void) {
  const listener = (event: StorageEvent) => {
    if (event.key !== localStore.fullKey(KEY) || event.newValue === null) return;
    const company = readSelectedCompany();
    if (company) onChange(company);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
