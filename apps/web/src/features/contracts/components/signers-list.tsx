import type { Contract } from '@focal/contracts/contracts/api';
import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { TypedSignature } from '../../../shared/signature/typed-signature';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { contractsMessages } from '../messages';

const texts = contractsMessages.signers;

/** A sent contract's signers in order, each with where they are: waiting, signed (and how), declined. */
export function SignersList({ contract }: { contract: Contract }) {
  const { timeZone } = useBootstrap().authorizedCompany;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-signers">
      <Stack gap="sm">
        <Title order={2} size="h4" id="contract-signers">
          {texts.title}
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
          {contract.signers.map((s) => (
            <Group component="li" key={s.id} justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{s.name}</Text>
                <Text size="sm" c="dimmed">
                  {s.party === 'studio' ? texts.studio : texts.client} · {s.email ?? texts.noEmail}
                </Text>
                {s.status === 'signed' && s.signatureKind === 'typed' && s.signatureData && (
                  <TypedSignature text={s.signatureData} size={24} />
                )}
                {s.status === 'signed' && s.signatureKind === 'drawn' && s.signatureData && (
                  <Image src={s.signatureData} alt={texts.drawn} h={60} w="auto" fit="contain" />
                )}
              </div>
              <TonalChip
                theme={s.status === 'signed' ? 'primary' : s.status === 'declined' ? 'danger' : 'default'}
                text={
                  s.status === 'signed'
                    ? texts.signedAt(formatDateTimeInZone(s.signedAt!, timeZone))
                    : s.status === 'declined'
                      ? texts.declined(s.declineReason)
                      : texts.pending
                }
              />
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
