import { Center, Loader, Stack, Text } from '@mantine/core';

/** A page that is waiting for the server, said in words for screen readers too. */
export function Waiting({ text }: { text: string }) {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
