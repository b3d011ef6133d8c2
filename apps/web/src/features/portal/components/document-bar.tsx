import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { portalMessages as texts } from '../messages';
import { usePortalScope } from './portal-scope';

/** Above a document: the way back to the portal's home, and the document's PDF once it is loaded. */
export function DocumentBar({ pdf }: { pdf?: ReactNode }) {
  const { home } = usePortalScope();
  return (
    <Group justify="space-between" gap="xs" px={{ base: 'xs', sm: 0 }}>
      <Anchor component={Link} to={home} size="sm" fw={600}>
        {texts.back}
      </Anchor>
      {pdf}
    </Group>
  );
}
