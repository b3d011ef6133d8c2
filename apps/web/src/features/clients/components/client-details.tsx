import type { Client } from '@focal/contracts';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatMoney } from '../../../shared/format/format-money';
import { type AddressValue, addressInOneLine } from '../../../shared/studio/address';
import { useCustomFields } from '../../../shared/studio/lists';
import { Section } from '../../../shared/ui/section';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;

/** The client's contacts, address, notes and details (lead source, balance, the company's custom fields). */
export function ClientDetails({ client }: { client: Client }) {
  const { profile } = useBootstrap();
  const fields = useCustomFields('client').data ?? [];
  const address = addressInOneLine(client.address as AddressValue);
  const custom = fields.filter((f) => client.customFields[f.id]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={texts.contacts}>
        <Stack gap="sm">
          {client.contacts.map((c, i) => (
            <div key={i}>
              <Text fw={500}>
                {`${c.firstName} ${c.lastName}`.trim()} {i === 0 ? <TonalChip text={texts.primary} /> : null}
              </Text>
              {/* 2 px above and below make each link a 24 px target (WCAG 2.2 target size): stacked at
                  20 px, a phone's tap could land on the other one. */}
              {c.email ? (
                <Anchor href={`mailto:${c.email}`} size="sm" display="block" py={2}>
                  {c.email}
                </Anchor>
              ) : null}
              {c.phone ? (
                <Anchor href={`tel:${c.phone}`} size="sm" display="block" py={2}>
                  {c.phone}
                </Anchor>
              ) : null}
            </div>
          ))}
        </Stack>
      </Section>
      <Section title={texts.address}>
        <Text size="sm">{address || texts.noAddress}</Text>
      </Section>
      <Section title={texts.notes}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {client.notes || texts.noNotes}
        </Text>
      </Section>
      <Section title={texts.details}>
        <Stack gap={4}>
          <Text size="sm">
            {texts.leadSource}: {client.leadSource ?? '—'}
          </Text>
          <Text size="sm">
            {texts.openBalance}: {formatMoney(client.openBalanceCents, profile.currency.currencyCode)}
          </Text>
          {custom.map((f) => (
            <Text size="sm" key={f.id}>
              {f.label}: {client.customFields[f.id]}
            </Text>
          ))}
        </Stack>
      </Section>
    </SimpleGrid>
  );
}
