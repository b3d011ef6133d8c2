import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../../shared/format/format-money';
import type { PublicInvoice } from '../api/get-public-document';
import { formatDay } from '../lib/format';
import { documentMessages } from '../messages';

const texts = documentMessages.invoice;

type Props = {
  invoice: PublicInvoice;
  /** Where a note's PDF opens: by the invoice's link (/d/{token}) or the portal's session. */
  pdfUrl: (noteId: string) => string;
};

/** The invoice's credit notes as its client reads them: number, day, amount and each one's PDF. */
export function CreditNoteLinks({ invoice, pdfUrl }: Props) {
  const headingId = useId();
  if (invoice.creditNotes.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {texts.creditNotes}
      </Title>
      {invoice.creditNotes.map((note) => (
        <Group key={note.id} justify="space-between" wrap="nowrap" gap="md" data-testid="credit-note">
          <div style={{ minWidth: 0 }}>
            <Text size="sm">{texts.creditNote(note.number, formatDay(note.issuedOn))}</Text>
            <Anchor href={pdfUrl(note.id)} download size="sm" aria-label={texts.creditNotePdf(note.number)}>
              {documentMessages.pdf}
            </Anchor>
          </div>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            −{formatMoney(note.totalMinor, invoice.currency)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
