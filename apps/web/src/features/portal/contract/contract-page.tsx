import { fillPath } from '@focal/contracts/session-routes';
import { PortalRoutes } from '@focal/contracts/portal/routes';
import type { PortalContract } from '@focal/contracts/contracts/signing';
import { Alert, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
// The text is the page: its sanitiser comes with the page's code, not after it (lazily, the text
// arrived last and pushed the signers and the signing panel down: Lighthouse CLS 0.6 on a phone).
import SanitizedHtml from '../../../shared/html/sanitized-html';
import { TypedSignature } from '../../../shared/signature/typed-signature';
import { QueryState } from '../../../shared/ui/query-state';
import { DocumentBar } from '../components/document-bar';
import { PdfLink } from '../components/pdf-link';
import { usePortalScope } from '../components/portal-scope';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages } from '../messages';
import { contractQuery } from './api';
import { portalContractMessages as texts } from './messages';
import { SignPanel } from './sign-panel';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function stateOf(contract: PortalContract): string {
  const you = contract.signers.find((s) => s.isYou);
  if (contract.status === 'sent') {
    if (contract.yourTurn) return texts.states.yourTurn;
    return you?.status === 'signed' ? texts.states.signedByYou : texts.states.waitingForOthers;
  }
  return texts.states[contract.status === 'draft' ? 'voided' : contract.status];
}

/** A contract of the client's: its text as sent, who signs in which order, and their signature on their turn. */
export function ContractPage() {
  const scope = usePortalScope();
  const id = useParams().id ?? '';
  const queries = useQueryClient();
  const query = useQuery(contractQuery(scope, id));
  const leaving = useSignInWhenNeeded(query.error);
  if (leaving) return null;
  const pdf = fillPath(PortalRoutes.getPortalContractPdf.path, { companyId: scope.companyId, id });
  return (
    <>
      <DocumentBar
        pdf={query.data?.sealed && <PdfLink href={pdf} name={`${query.data.title}.pdf`} text={texts.pdf} />}
      />
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={portalMessages.retry}>
        {(contract) => (
          <Stack gap="md">
            <Title order={2} size="h3">
              {contract.title}
            </Title>
            <Alert color={contract.yourTurn ? 'blue' : 'gray'}>{stateOf(contract)}</Alert>
            <Paper withBorder p="md" role="document" aria-label={texts.text}>
              <SanitizedHtml html={contract.html} />
            </Paper>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {texts.hash(contract.sha256)}
            </Text>
            <Signers contract={contract} />
            {contract.yourTurn && scope.preview && <Alert color="yellow">{texts.preview}</Alert>}
            {contract.yourTurn && !scope.preview && (
              <SignPanel
                contract={contract}
                onDone={(answer) => queries.setQueryData(contractQuery(scope, id).queryKey, answer)}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </>
  );
}

function Signers({ contract }: { contract: PortalContract }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="contract-signers">
      <Title order={3} size="h4" id="contract-signers" mb="xs">
        {texts.signers}
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={texts.signers}>
        {contract.signers.map((s) => (
          <Group component="li" key={s.id} justify="space-between" wrap="nowrap" align="center">
            <div>
              <Text fw={600}>
                {s.name} {s.isYou && texts.you}
              </Text>
              <Text size="sm" c="dimmed">
                {s.status === 'signed' && s.signedAt
                  ? texts.signedOn(formatDateTimeInZone(s.signedAt, zone))
                  : s.status === 'declined'
                    ? texts.declined
                    : texts.waiting}
              </Text>
            </div>
            {s.signatureKind === 'typed' && s.signatureData && (
              <TypedSignature text={s.signatureData} size={26} />
            )}
            {s.signatureKind === 'drawn' && s.signatureData && (
              <Image src={s.signatureData} alt={`${s.name}`} h={48} w="auto" fit="contain" />
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
