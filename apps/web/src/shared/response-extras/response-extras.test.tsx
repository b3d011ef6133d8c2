import type { SuccessModal } from '@focal/contracts/response-extras';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { apiFetch } from '../http/client';
import { setPlansFrameOpener } from './plans-frame';
import { registerRefresher } from './refreshers';

function renderShell() {
  mockApi({});
  return renderApp('/forgot');
}

const modal = (overrides: Partial<SuccessModal> = {}): SuccessModal => ({
  icon: 'SUCCESS',
  title: 'All set',
  messageHTML: '<p>Your <b>studio</b> is ready.<script>window.__x=1</script></p>',
  checkListField: {
    items: [
      { state: 'COMPLETED', textHtml: 'Account created' },
      { state: 'NOT_COMPLETED', textHtml: 'Invite your <i>team</i>' },
    ],
  },
  buttons: {
    items: [
      { name: 'Later', variant: 'OUTLINED', action: 'CLOSE' },
      { name: 'See plans', variant: 'CTA', action: 'OPEN_PLANS', dismiss: true },
      {
        name: 'Read the guide',
        variant: 'TONAL',
        action: 'OPEN_NEW_TAB',
        url: 'https://help.focal.test/start',
      },
      { name: 'Delete', variant: 'SOLID_DANGER', action: 'CLOSE' },
      { name: 'Go', variant: 'SOLID_PRIMARY', action: 'CLOSE' },
    ],
  },
  ...overrides,
});

/** A success answer carrying the extras, through the app's own http client. */
async function answerWith(extras: Record<string, unknown>) {
  mockApi({ 'POST /api/thing': () => json(200, { data: { saved: true }, ...extras }) });
  return apiFetch('/api/thing', { method: 'POST', body: {} });
}

afterEach(() => setPlansFrameOpener(null));

describe('the response-success modal (successModal)', () => {
  it('shows the icon, title, sanitised message and a checklist with a check for completed items', async () => {
    renderShell();
    await expect(answerWith({ successModal: modal() })).resolves.toEqual({ saved: true });
    const dialog = await screen.findByRole('dialog', { name: 'All set' });
    expect(await within(dialog).findByText('studio')).toBeVisible();
    expect(dialog.querySelector('script')).toBeNull();
    const items = dialog.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-state', 'COMPLETED');
    expect(items[0]).toHaveTextContent('Done: Account created');
    expect(items[0]!.querySelector('svg path')).toHaveAttribute('d', 'M5 12l5 5L20 7');
    expect(items[1]).toHaveTextContent('To do: Invite your team');
    expect(items[1]!.querySelector('svg circle')).not.toBeNull();
    expect(dialog.querySelector('svg[width="48"]')).not.toBeNull();
  });

  it('renders the five button variants', async () => {
    renderShell();
    await answerWith({ successModal: modal() });
    const dialog = await screen.findByRole('dialog', { name: 'All set' });
    const variant = (name: string) =>
      within(dialog).getByRole('button', { name }).getAttribute('data-variant');
    expect(variant('Later')).toBe('outline');
    expect(variant('See plans')).toBe('gradient');
    expect(variant('Read the guide')).toBe('light');
    expect(variant('Delete')).toBe('filled');
    expect(variant('Go')).toBe('filled');
    const style = (name: string) => within(dialog).getByRole('button', { name }).getAttribute('style') ?? '';
    expect(style('Delete')).toContain('red');
    expect(style('Go')).not.toContain('red');
  });

  it('close closes; open plans calls the plans frame and closes when dismiss is set', async () => {
    const { user } = renderShell();
    const openPlans = vi.fn();
    setPlansFrameOpener(openPlans);
    await answerWith({ successModal: modal() });
    let dialog = await screen.findByRole('dialog', { name: 'All set' });
    await user.click(within(dialog).getByRole('button', { name: 'See plans' }));
    expect(openPlans).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await answerWith({ successModal: modal() });
    dialog = await screen.findByRole('dialog', { name: 'All set' });
    await user.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('open new tab opens the URL in a new tab and stays open unless dismiss is set', async () => {
    const { user } = renderShell();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await answerWith({ successModal: modal() });
    const dialog = await screen.findByRole('dialog', { name: 'All set' });
    await user.click(within(dialog).getByRole('button', { name: 'Read the guide' }));
    expect(open).toHaveBeenCalledWith('https://help.focal.test/start', '_blank', 'noopener,noreferrer');
    expect(screen.getByRole('dialog', { name: 'All set' })).toBeVisible();
    open.mockRestore();
  });

  it('ignores a malformed modal (the answer still succeeds)', async () => {
    renderShell();
    await expect(answerWith({ successModal: { title: 3 } })).resolves.toEqual({ saved: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('successPreferences', () => {
  it('runs the refreshers of every part marked reloadRequired, and only those', async () => {
    const calls: string[] = [];
    const off = [
      registerRefresher('route', () => calls.push('route')),
      registerRefresher('announcements', () => calls.push('announcements')),
      registerRefresher('intercom', () => calls.push('intercom')),
      registerRefresher('backgroundTasks', () => calls.push('backgroundTasks')),
    ];
    await answerWith({
      successPreferences: {
        route: { reloadRequired: true },
        announcements: { reloadRequired: false },
        intercom: { reloadRequired: true },
        backgroundTasks: { reloadRequired: true },
      },
    });
    expect(calls).toEqual(['route', 'intercom', 'backgroundTasks']);
    off.forEach((unregister) => unregister());
    await answerWith({ successPreferences: { route: { reloadRequired: true } } });
    expect(calls).toHaveLength(3);
  });
});
