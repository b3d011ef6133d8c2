import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { clientPath } from '../../../shared/paths';
import { portalMessages as texts } from '../messages';

/**
 * The studio's preview says so on every page, with the way back to the client's profile. A named
 * landmark (Mantine's Alert is an unnamed role="alert", shouted on every page): screen readers list
 * it among the page's regions and say its name on entering it.
 */
export function PreviewBanner({ client, clientId }: { client: string; clientId: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      role="region"
      aria-label={texts.previewRegion}
      data-testid="portal-preview"
    >
      {texts.preview(client)}{' '}
      <Anchor component={Link} to={clientPath(clientId)} size="sm" fw={600}>
        {texts.backToClient}
      </Anchor>
    </Alert>
  );
}
