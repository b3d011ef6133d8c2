import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/ui/auth-card';
import { authMessages } from '../messages';

/** An emailed link that did not work: why, and the way to sign in instead. */
export function LinkFailed({ heading, text }: { heading: string; text: string }) {
  return (
    <AuthCard heading={heading} gap="md">
      <Text>{text}</Text>
      <Anchor component={Link} to="/login">
        {authMessages.toLogin}
      </Anchor>
    </AuthCard>
  );
}
