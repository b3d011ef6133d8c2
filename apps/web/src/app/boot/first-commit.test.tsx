import { render, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBootstrapOnly } from '../../test/fetch-mock';
import { signIn } from '../../test/render-app';
import { AppProviders } from '../providers';
import { patchRoutesOnNavigation, routes } from '../routes';

afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 31: a state update made while React commits (a ref callback's or a layout effect's setState,
 * Mantine's ScrollArea and SegmentedControl did) renders again at once, inside the commit's task,
 * and runs every passive effect of the first commit with it, before the browser paints: on a phone
 * the frame's first paint waited for its requests' fetch() calls. React's Profiler names such a
 * render `nested-update`; the frame and these pages' first screens have none.
 */
describe.each(['/', '/clients', '/leads', '/jobs', '/calendar'])('the first screen at %s', (path) => {
  it('commits without a render nested in a commit', async () => {
    signIn();
    // The page's requests are left pending: its first screen is what counts.
    answerBootstrapOnly();
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
    render(
      <Profiler id="app" onRender={onRender}>
        <AppProviders env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </Profiler>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    router.dispose();
    expect(phases).toContain('mount');
    expect(phases).not.toContain('nested-update');
  });
});
