import { PORTAL_TEXTS } from '@focal/contracts/portal/api';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from '../../../shared/errors/describe-error';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { isApiError } from '../../../shared/http/api-error';
import { useRenewLink } from '../api/portal-links';
import { portalSignInPath } from '../lib/scope';
import { portalMessages } from '../messages';

const texts = portalMessages.open;

type Props = { companyId: string; token: string; error: unknown };

/**
 * A link that opened nothing. Used, expired or revoked (410): the server's words and a fresh link
 * mailed for the same token, to the address the studio holds. Anything else: its words, and the
 * sign-in page to ask for a link by email.
 */
export function LinkFailed({ companyId, token, error }: Props) {
  const renew = useRenewLink(companyId);
  const gone = isApiError(error) && error.status === 410;
  const words = gone
    ? { title: PORTAL_TEXTS.linkGoneTitle, message: PORTAL_TEXTS.linkGone }
    : describeError(error);
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {words.title}
        </Title>
        <Text>{words.message}</Text>
        {!gone ? (
          <Anchor component={Link} to={portalSignInPath(companyId)} fw={600}>
            {texts.signIn}
          </Anchor>
        ) : renew.isSuccess ? (
          <Alert color="teal" role="status" w="100%">
            {texts.renewed}
          </Alert>
        ) : (
          <Button
            loading={renew.isPending}
            onClick={() => renew.mutate(token, { onError: (renewError) => handleApiError(renewError) })}
          >
            {texts.renew}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
