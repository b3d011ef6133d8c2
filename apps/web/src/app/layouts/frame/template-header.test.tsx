import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { bootstrapQueryOptions } from '../../../shared/bootstrap/get-bootstrap';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { AppProviders } from '../../providers';
import { queryClient } from '../../query/query-client';
import { QueryLayout } from '../../query/query-layout';
import type { RouteHandle } from '../../../shared/routing/route-handle';
import { AppLayout } from '../app-layout';
import { setupUser } from '../../../test/user-event';

/** A template editor as a later issue will add it: its handle asks for the template header. */
function renderTemplateEditor(handle: RouteHandle, onSave: () => void) {
  queryClient.setQueryData(bootstrapQueryOptions().queryKey, bootstrapFixture());
  const router = createMemoryRouter(
    [
      {
        element: <QueryLayout />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                path: 'settings/templates/:id',
                handle,
                element: (
                  <form
                    id="template-form"
                    onSubmit={(event) => {
                      event.preventDefault();
                      onSave();
                    }}
                  >
                    <h1>Wedding invoice</h1>
                  </form>
                ),
              },
              { path: 'settings/templates', element: <h1>Templates</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/settings/templates/7'] },
  );
  onTestFinished(() => router.dispose());
  render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: setupUser() };
}

describe('the template-editing header', () => {
  it('replaces the navigation with Go back (to the templates) and Save (the page form)', async () => {
    const onSave = vi.fn();
    const { router, user } = renderTemplateEditor(
      { header: 'template', templateForm: 'template-form' },
      onSave,
    );
    await screen.findByRole('heading', { name: 'Wedding invoice' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Templates' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings/templates');
    // The templates page has no template handle: the default header is back.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('offers no Save when the page has no form to save', async () => {
    renderTemplateEditor({ header: 'template' }, vi.fn());
    await screen.findByRole('heading', { name: 'Wedding invoice' });
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/settings/templates');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
