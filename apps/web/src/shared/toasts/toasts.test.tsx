import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { TOAST_MS } from '../ui/toast-duration';
import { showCodedToast, toastFor } from './toast-codes';
import { notifyError, showToast } from './toasts';

function renderShell() {
  mockApi({});
  return renderApp('/forgot');
}

const toasts = () => document.querySelectorAll('.mantine-Notification-root');

describe('toasts (spec 01 §9)', () => {
  it('sit top-right, with a close button and a progress bar, and close after 5000 ms', async () => {
    const { user } = renderShell();
    notifyError('The card was declined.', 'Payment failed');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Payment failed');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
    expect(
      toast.querySelector(
        '[class*="progress" i], [data-paused], [style*="--notifications-progress-duration"]',
      ),
    ).not.toBeNull();
    expect(toast.outerHTML).toContain(`--notifications-progress-duration: ${TOAST_MS}ms`);
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('disappear by themselves after 5000 ms', async () => {
    renderShell();
    showToast({ tone: 'info', message: 'Saved.' });
    await screen.findByText('Saved.');
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_MS + 400)));
    await waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument());
  }, 10_000);

  it('never show the same title and message twice at once', async () => {
    renderShell();
    notifyError('Try again.', 'Oops');
    notifyError('Try again.', 'Oops');
    showToast({ tone: 'info', title: 'Oops', message: 'Try again.' });
    notifyError('Something else.', 'Oops');
    await screen.findByText('Something else.');
    expect(screen.getAllByText('Try again.')).toHaveLength(1);
    expect(toasts()).toHaveLength(2);
  });

  it('show HTML, sanitised: formatting and links stay, scripts and handlers go', async () => {
    renderShell();
    showToast({
      tone: 'info',
      title: 'Heads up',
      html: true,
      message:
        '<b>Bold</b> and <a href="https://help.focal.test/x" onclick="alert(1)">a link</a><img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
    });
    const bold = await screen.findByText('Bold');
    expect(bold.tagName).toBe('B');
    const link = screen.getByRole('link', { name: 'a link' });
    expect(link).toHaveAttribute('href', 'https://help.focal.test/x');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('onclick');
    const toast = screen.getByRole('alert');
    expect(toast.querySelector('script, img')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('name the codes of spec 01 §8 with our texts', async () => {
    expect(toastFor({ code: 'e_8', context: 'stripe' })).toMatchObject({
      tone: 'error',
      title: 'Payment failed',
    });
    expect(toastFor({ code: 'i_0', context: 'stripe' })).toMatchObject({
      tone: 'info',
      title: 'One more step',
    });
    expect(toastFor({ code: 's_0', context: 'subscription', planName: 'Pro' })).toMatchObject({
      tone: 'success',
      message: "You're all set on the Pro plan.",
    });
    expect(toastFor({ code: 's_0', context: 'subscription' }).message).toBe(
      "You're all set on the new plan.",
    );
    expect(toastFor({ code: 'i_1', context: 'subscription', detail: 'current' })).toMatchObject({
      tone: 'info',
      title: 'Billing updated',
    });
    renderShell();
    showCodedToast({ code: 'e_8', context: 'stripe' });
    expect(await screen.findByText('Payment failed')).toBeVisible();
  });
});
