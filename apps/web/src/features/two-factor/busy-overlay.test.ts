import { describe, expect, it } from 'vitest';
import { busyOverlayShown, showBusyOverlay, withBusyOverlay } from './busy-overlay';

describe('the busy overlay service (spec 02 §2)', () => {
  it('stays until the last request for it is done; hiding twice counts once', () => {
    const first = showBusyOverlay();
    const second = showBusyOverlay();
    first();
    first();
    expect(busyOverlayShown()).toBe(true);
    second();
    expect(busyOverlayShown()).toBe(false);
  });

  it('shows while work runs, and hides when it fails too', async () => {
    let seen = false;
    await expect(
      withBusyOverlay(async () => {
        seen = busyOverlayShown();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toBe(true);
    expect(busyOverlayShown()).toBe(false);
  });
});
