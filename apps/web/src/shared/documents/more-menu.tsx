import { Button, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { type ReactNode, useState } from 'react';
import { IconChevronDown } from '../ui/icons';
import { RevokeLinksDialog, type RevokeLinksTexts } from './revoke-links-dialog';
import type { RevokeLinksRoute } from './api/revoke-document-links';

type Props = {
  label: string;
  /** The document's own rarer items (the quote's Make invoice before acceptance), listed first. */
  children?: ReactNode;
  /** "Stop the client's link" (after a confirmation) once the document was mailed; null: not offered. */
  revoke: { route: RevokeLinksRoute; id: string; texts: RevokeLinksTexts & { revoke: string } } | null;
};

/** A document's rarer actions under "More"; nothing when it has none. */
export function DocumentMoreMenu({ label, children, revoke }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (!children && !revoke) return null;
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {children}
          {revoke && <Menu.Item onClick={() => setConfirming(true)}>{revoke.texts.revoke}</Menu.Item>}
        </Menu.Dropdown>
      </Menu>
      {/* Outside the menu: the dropdown closes (and unmounts) as the item is clicked. */}
      {revoke && <RevokeLinksDialog {...revoke} opened={confirming} onClose={() => setConfirming(false)} />}
    </>
  );
}
