import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { emailSettingsMessages } from '../messages';

/**
 * Where the studio's mail goes is the owner's (issue 29 §5). The server leaves the write links out
 * of a member's layout; a section without them says why and shows its fields disabled.
 */
export function OwnerOnlyNote() {
  return (
    <Text size="sm" mb="sm" data-testid="owner-only-note">
      {emailSettingsMessages.ownerOnly}
    </Text>
  );
}

/** Disables every field and button inside when `readOnly` (a native fieldset, no frame of its own). */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
