import { Alert, Anchor, Box, Card, Container, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { sharedMessages } from '../../../shared/messages';
import { isApiError } from '../../../shared/http/api-error';
import { useSignedIn } from '../../../shared/session/use-signed-in';
import { PageHeader } from '../../../shared/ui/page-header';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useMailbox } from '../api/get-mailbox';
import { MessageList } from '../components/message-list';
import { MessageView } from '../components/message-view';
import { devMailMessages as texts } from '../messages';

/** The development mailbox: where mail goes when no mail server is configured. */
export function DevMailPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const selectedId = params.get('message');
  const signedIn = useSignedIn();
  const mailbox = useMailbox(token, Boolean(token) || signedIn);

  const select = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('message', id);
      return next;
    });

  const selected = mailbox.data?.messages.find((message) => message.id === selectedId) ?? null;

  let body;
  if (!token && !signedIn) body = <Alert color="yellow">{texts.needAccess}</Alert>;
  else if (mailbox.isPending) body = <Loader aria-label={texts.heading} />;
  else if (mailbox.isError && !mailbox.data) {
    const off = isApiError(mailbox.error) && mailbox.error.status === 404;
    body = <Alert color={off ? 'blue' : 'red'}>{off ? texts.off : texts.failed}</Alert>;
  } else if (mailbox.data) {
    const { address, messages } = mailbox.data;
    body = (
      <Stack gap="md">
        <Text c="dimmed">{address ? texts.address(address) : texts.allAddresses}</Text>
        {messages.length === 0 ? (
          <Text>{texts.empty}</Text>
        ) : (
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <MessageList messages={messages} selectedId={selectedId} onSelect={select} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Card withBorder padding="lg">
                {selected ? <MessageView message={selected} /> : <Text c="dimmed">{texts.choose}</Text>}
              </Card>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    );
  }

  return (
    <Box bg="gray.0" mih="100dvh">
      <Container size="lg" py="lg">
        <Group component="header" mb="lg">
          <Anchor component={Link} to="/" underline="never" aria-label={sharedMessages.home}>
            <Wordmark />
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
