import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from '../../../shared/errors/describe-error';
import { AuthCard } from '../../../shared/ui/auth-card';
import { authMessages } from '../messages';

/**
 * An emailed link that did not work: in the error catalogue's words (the same as its modal's, never
 * a second wording of the page's own), and the way to sign in instead. `error` null: no token at all.
 */
export function LinkFailed({ error }: { error: unknown }) {
  const { title, message } = describeError(error);
  return (
    <AuthCard heading={title} gap="md">
      <Text>{message}</Text>
      <Anchor component={Link} to="/login">
        {authMessages.toLogin}
      </Anchor>
    </AuthCard>
  );
}
