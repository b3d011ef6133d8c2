import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBootstrapOnly } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_REQUESTS } from './first-requests';

afterEach(() => vi.unstubAllGlobals());

// The table the inline script sends from is the pages' own first requests: a page that asks for
// something else fails here, and its line in first-requests.ts changes with it.
describe.each(Object.entries(FIRST_REQUESTS))('the page at %s', (path, expected) => {
  it('asks first for what index.html’s early requests send', async () => {
    signIn();
    // The page's requests are left unanswered: only their addresses count.
    const asked = answerBootstrapOnly();
    renderApp(path);
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining([...expected])));
  });
});
