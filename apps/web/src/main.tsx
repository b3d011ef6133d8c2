import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

declare global {
  interface Window {
    /** Set by public/browser-check.js when this browser is shown /unsupported_browser instead. */
    focalUnsupportedBrowser?: boolean;
  }
}

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

if (!window.focalUnsupportedBrowser) start();
