import { useEffect } from 'react';
import { sharedMessages } from '../shared/messages';
import { useRouteData } from './route-handle';

/** Spec 01 §2.2: "Focal - {page name}", or just "Focal". */
export function pageTitle(name: string | undefined) {
  return name ? `${sharedMessages.productName} - ${name}` : sharedMessages.productName;
}

export function PageTitle() {
  const name = useRouteData('title');
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
  return null;
}
