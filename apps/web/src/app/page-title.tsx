import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { sharedMessages } from '../shared/messages';

export type RouteHandle = { title?: string };

/** Spec 01 §2.2: "Focal - {page name}", or just "Focal". */
export function pageTitle(name: string | undefined) {
  return name ? `${sharedMessages.productName} - ${name}` : sharedMessages.productName;
}

export function PageTitle() {
  const matches = useMatches();
  const name = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  return null;
}
