import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { clientPath } from '../../../shared/paths';
import { portalMessages as texts } from '../messages';

/** The studio's preview says so on every page, with the way back to the client's profile. */
export function PreviewBanner({ client, clientId }: { client: string; clientId: string }) {
  return (
    <Alert color="yellow" variant="light" data-testid="portal-preview">
      {texts.preview(client)}{' '}
      <Anchor component={Link} to={clientPath(clientId)} size="sm" fw={600}>
        {texts.backToClient}
      </Anchor>
    </Alert>
  );
}
