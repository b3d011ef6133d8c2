import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../test/fetch-mock';
import { renderApp, signIn } from '../../test/render-app';
import { getAccessToken } from '../../shared/session/session-store';
import { queryClient } from '../query/query-client';
import { prefetchBootstrap } from './prefetch-bootstrap';

// main.tsx asks for the bootstrap before the frame's chunks: its answer may come before the gate.
const settled = () =>
  waitFor(() => expect(queryClient.getQueryState(['bootstrap'])?.fetchStatus).toBe('idle'));

describe('the bootstrap asked for before the frame loads', () => {
  it('its answer is the frame’s: one request', async () => {
    signIn();
    const api = mockApi({ 'GET /api/basic/bootstrap': () => ok(bootstrapFixture()) });
    prefetchBootstrap();
    await settled();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
  });

  it('an error that arrived before the gate is handled once, without asking again', async () => {
    signIn();
    const api = mockApi({
      'GET /api/basic/bootstrap': () =>
        apiError(500, 'Internal', null, 'Something went wrong', 'Try again later.'),
      'POST /api/auth/logout': () => ok(null),
    });
    prefetchBootstrap();
    await settled();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in to Focal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Try again later.')).toBeVisible();
    expect(api.to('GET', '/api/basic/bootstrap')).toHaveLength(1);
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });
});
