import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { appMessages } from './messages';

/** Shown when a route fails to render or its code fails to load (e.g. after a new deploy). */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={420} ta="center">
        <Title order={1} size="h2">
          {appMessages.routeErrorTitle}
        </Title>
        <Text>{appMessages.routeErrorText}</Text>
        <Button onClick={() => window.location.reload()}>{appMessages.reload}</Button>
      </Stack>
    </Center>
  );
}
