import { useEffect } from 'react';
import { sharedMessages } from '../../../shared/messages';

/**
 * "Focal - {page}" for a console page (spec 01 §2.2's form). The console's pages are routed inside
 * one route (routes/console-routes.tsx), whose handle can name only the console as a whole.
 */
export function useConsoleTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `${sharedMessages.productName} - ${name}`;
  }, [name]);
}
