import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { setNavigator } from '../navigation';
import { AppAnchor } from './app-anchor';

describe('AppAnchor', () => {
  afterEach(() => setNavigator(null));

  it('is a link to the address, which a plain click follows in the app', async () => {
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    const { user } = renderPage(<AppAnchor to="/clients/client/c1?tab=notes">Ann Lee</AppAnchor>);
    const link = screen.getByRole('link', { name: 'Ann Lee' });
    expect(link).toHaveAttribute('href', '/clients/client/c1?tab=notes');
    await user.click(link);
    expect(visited).toEqual(['/clients/client/c1?tab=notes']);
  });

  it('leaves a click with a modifier key or another button to the browser (a new tab or window)', () => {
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    renderPage(<AppAnchor to="/jobs/view/j1">Lee wedding</AppAnchor>);
    const link = screen.getByRole('link', { name: 'Lee wedding' });
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      // fireEvent returns false when the default was prevented: the browser's own handling stays.
      expect(fireEvent.click(link, click)).toBe(true);
    }
    expect(visited).toEqual([]);
  });
});
