import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sharedMessages } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { setupUser } from '../../test/user-event';

const renderDialog = (loading: boolean) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <ConfirmDialog
        opened
        title="Remove the server?"
        text="Focal's sender takes over."
        confirmLabel="Remove"
        danger
        loading={loading}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </MantineProvider>,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDialog (admin console, email settings)', () => {
  it('asks with Cancel focused; Cancel closes, the confirmation confirms', async () => {
    const user = setupUser();
    const { onConfirm, onClose } = renderDialog(false);
    const dialog = await screen.findByRole('dialog', { name: 'Remove the server?' });
    expect(dialog).toHaveTextContent("Focal's sender takes over.");
    const cancel = screen.getByRole('button', { name: sharedMessages.cancel });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
    await user.click(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, Cancel is disabled, so the dialog stays over a request that may fail', async () => {
    const { onClose } = renderDialog(true);
    await screen.findByRole('dialog', { name: 'Remove the server?' });
    expect(screen.getByRole('button', { name: sharedMessages.cancel })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
