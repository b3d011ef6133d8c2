import type { InvoiceParty } from '@focal/contracts/invoices/api';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { documentMessages } from '../messages';
import { Parties } from '../../../shared/documents/parties';
import { StudioMessage } from './studio-message';
import { TextBlock } from './text-block';

type Props = {
  title: string;
  /** "Quote #12", "Invoice INV-0042". */
  number: string;
  status: ReactNode;
  /** The dates under the number. */
  details: ReactNode;
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  /** The studio's note to the client, under the heading ('' for none). */
  message: string;
  notes: string | null | undefined;
  terms: string | null | undefined;
  children: ReactNode;
};

/**
 * A quote's or an invoice's sheet: title, number and state, dates, the studio's message, both
 * parties, the body, notes and terms.
 */
export function DocumentSheet({
  title,
  number,
  status,
  details,
  seller,
  buyer,
  message,
  notes,
  terms,
  children,
}: Props) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="article"
      aria-labelledby="document-title"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="document-title" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {number}
            </Text>
            {status}
          </Group>
          {details}
        </Stack>
        <StudioMessage message={message} studio={seller.name} />
        <Parties seller={seller} buyer={buyer} heading />
        <Divider />
        {children}
        {notes && <TextBlock title={documentMessages.notes} text={notes} />}
        {terms && <TextBlock title={documentMessages.terms} text={terms} />}
      </Stack>
    </Paper>
  );
}
