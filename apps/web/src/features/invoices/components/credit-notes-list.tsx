import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreditNoteSummary } from '@focal/contracts/invoices/api';
import { Button, Paper, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { useDownloadDocumentPdf } from '../../../shared/documents/api/download-document-pdf';
import { formatMoney } from '../../../shared/format/format-money';
import { formatDay } from '../lib/format';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.credit;

/** An invoice's credit notes: number, day, amount, reason and its PDF. */
export function CreditNotesList({ notes }: { notes: readonly CreditNoteSummary[] }) {
  const pdf = useDownloadDocumentPdf(ApiRoutes.getCreditNotePdf);
  if (notes.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.listTitle}
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.number}</Table.Th>
                <Table.Th>{texts.issuedOn}</Table.Th>
                <Table.Th>{texts.reasonColumn}</Table.Th>
                <Table.Th ta="right">{texts.amount}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{texts.pdfColumn}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notes.map((note) => (
                <Table.Tr key={note.id}>
                  <Table.Td fw={600}>{note.number}</Table.Td>
                  <Table.Td>{formatDay(note.issuedOn)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{note.reason}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    −{formatMoney(note.totalMinor, note.currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-label={texts.pdf(note.number)}
                      loading={pdf.isPending && pdf.variables?.id === note.id}
                      onClick={() => pdf.mutate({ id: note.id, name: texts.pdfName(note.number) })}
                    >
                      {texts.pdfButton}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
