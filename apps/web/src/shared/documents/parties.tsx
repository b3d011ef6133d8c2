import type { InvoiceParty } from '@focal/contracts/invoices/api';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { documentPartyMessages as texts } from './messages';

function Party({ title, party, heading }: { title: string; party: InvoiceParty; heading?: boolean }) {
  const Name = heading ? Title : Text;
  return (
    <Stack gap={0} component="section" aria-label={title} style={{ minWidth: 0 }}>
      <Name {...(heading ? { order: 3 } : {})} size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Name>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {party.name}
      </Text>
      {party.address.map((row, i) => (
        <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row}
        </Text>
      ))}
      {party.email && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {party.email}
        </Text>
      )}
      {party.taxNumber && <Text size="sm">{texts.taxNumber(party.taxNumber)}</Text>}
    </Stack>
  );
}

type Props = {
  seller: InvoiceParty;
  buyer: InvoiceParty | null;
  /** "From" and "To" as headings (the client's view). */
  heading?: boolean;
};

/** The studio's and the client's details, side by side on a wide screen, one above the other on a phone. */
export function Parties({ seller, buyer, heading }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Party title={texts.from} party={seller} heading={heading} />
      {buyer && <Party title={texts.to} party={buyer} heading={heading} />}
    </SimpleGrid>
  );
}
