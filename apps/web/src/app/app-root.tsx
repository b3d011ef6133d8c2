import { StrictMode, useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

type Props = {
  router: ReturnType<typeof createBrowserRouter>;
  /** Runs once the first render is on the screen (the prerendered page hydrated, or the app mounted). */
  onTakenOver?: () => void;
};

/** The whole app, the same tree in the browser and in the build's prerender (src/prerender.tsx). */
export function AppRoot({ router, onTakenOver }: Props) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <TakenOver onTakenOver={onTakenOver} />
    </StrictMode>
  );
}

/** Last in the tree: its effect runs after every ref and effect of the page (react-hook-form's fields). */
function TakenOver({ onTakenOver }: { onTakenOver?: () => void }) {
  useEffect(() => onTakenOver?.(), [onTakenOver]);
  return null;
}
