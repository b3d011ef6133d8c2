import { Anchor, Box, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { documentMessages as texts } from '../messages';

type Props = {
  /** The studio's name: the page's one top heading (the client knows the studio, not Focal). */
  studio: string;
  pdfUrl: string;
  children: ReactNode;
};

/**
 * The page around one document: the studio's name and the PDF link, then the document. No frame,
 * no menus, no session: what a client opens from a mail on a phone.
 */
export function DocumentFrame({ studio, pdfUrl, children }: Props) {
  return (
    <Box bg="gray.0" mih="100dvh" py={{ base: 'md', sm: 'xl' }}>
      <Container size={760} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group
            component="header"
            justify="space-between"
            align="center"
            gap="xs"
            px={{ base: 'xs', sm: 0 }}
          >
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {studio}
            </Title>
            <Anchor href={pdfUrl} download fw={600} size="sm">
              {texts.pdf}
            </Anchor>
          </Group>
          <main>{children}</main>
        </Stack>
      </Container>
    </Box>
  );
}
