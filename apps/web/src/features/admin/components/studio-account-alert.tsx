import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { adminMessages as texts } from '../messages';

/**
 * A studio user's right password at the administrator sign-in (StudioAccount): the reverse of the
 * spec's wrong-account modal, pointing to the studio sign-in.
 */
export function StudioAccountAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="orange" title={title} role="alert">
      {message}{' '}
      <Anchor component={Link} to="/login" fw={600}>
        {texts.studioLogin}
      </Anchor>
    </Alert>
  );
}
