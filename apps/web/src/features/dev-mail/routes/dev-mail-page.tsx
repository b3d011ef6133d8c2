import { Alert, Anchor, Box, Card, Container, Group, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/http/api-error';
import { sharedMessages } from '../../../shared/messages';
import { PageHeader } from '../../../shared/ui/page-header';
import { Waiting } from '../../../shared/ui/waiting';
import { Logo } from '../../../shared/ui/logo';
import { useMail } from '../api/get-mail';
import { MessageView } from '../components/message-view';
import { devMailMessages as texts } from '../messages';

/**
 * Development mail (no mail server): the one message a link from sign-up or the team page was made
 * for. There is no mailbox to browse: mail that grants an account is never shown to whoever asked.
 */
export function DevMailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const mail = useMail(token);

  let body;
  if (!token) body = <Alert color="yellow">{texts.needAccess}</Alert>;
  else if (mail.isPending) body = <Waiting text={texts.loading} />;
  else if (mail.isError) {
    const status = isApiError(mail.error) ? mail.error.status : 0;
    if (status === 404) body = <Alert color="blue">{texts.off}</Alert>;
    else if (status === 403) body = <Alert color="yellow">{texts.unavailable}</Alert>;
    else body = <Alert color="red">{texts.failed}</Alert>;
  } else {
    body = (
      <Card withBorder padding="lg">
        <MessageView message={mail.data} />
      </Card>
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size="md" py="lg">
        <Group component="header" mb="lg">
          <Anchor component={Link} to="/" underline="never" aria-label={sharedMessages.home}>
            <Logo />
          </Anchor>
        </Group>
        <Stack component="main" gap="md">
          <PageHeader title={texts.heading} description={texts.intro} />
          {body}
        </Stack>
      </Container>
    </Box>
  );
}
