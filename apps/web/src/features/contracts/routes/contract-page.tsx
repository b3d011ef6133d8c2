import type { JobStage } from '@focal/contracts';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
// The text is the page: its sanitiser comes with the page's code, not after it (lazily, the text
// arrived last and pushed the signers and the signing panel down: Lighthouse CLS 0.6 on a phone).
import SanitizedHtml from '../../../shared/html/sanitized-html';
import { contractPath, jobBackLink } from '../../../shared/paths';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { useContract } from '../api/contracts';
import { AuditTrail } from '../components/audit-trail';
import { ContractActions } from '../components/contract-actions';
import { DraftEditor } from '../components/draft-editor';
import { SignersEditor } from '../components/signers-editor';
import { SignersList } from '../components/signers-list';
import { contractsMessages, contractStatus } from '../messages';

const texts = contractsMessages.page;

/**
 * /{jobs|leads}/view/{id}/contracts/{contractId}: a draft's editor (title, text with merge fields,
 * preview, signers in order), or the text as it was sent with its hash; the signers' state, the
 * actions the server offers (send, remind, edit, void, delete), and the audit trail.
 */
export function ContractPage({ kind }: { kind: JobStage }) {
  const { id = '', contractId = '' } = useParams();
  const query = useContract(contractId);
  const back = jobBackLink(kind, id);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {/* The page keeps its heading while the contract loads or when it cannot be loaded. */}
      {query.data === undefined && <PageHeader title={texts.title} />}
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(contract) => {
          const status = contractStatus[contract.status];
          const other = (to: string) => (
            <Anchor component={Link} to={contractPath(kind, contract.jobId, to)}>
              {texts.openOther}
            </Anchor>
          );
          return (
            <Stack gap="lg">
              <PageHeader
                title={contract.title}
                actions={<ContractActions contract={contract} kind={kind} />}
              />
              <Group gap="xs">
                <TonalChip text={status.text} theme={status.theme} />
                <Badge variant="light" color="gray">
                  {texts.version(contract.version)}
                </Badge>
              </Group>
              {contract.replacedById && (
                <Alert color="yellow">
                  {texts.replacedBy} {other(contract.replacedById)}
                </Alert>
              )}
              {contract.status === 'draft' && contract.replacesId && (
                <Alert color="blue">
                  {texts.replaces} {other(contract.replacesId)}
                </Alert>
              )}
              {contract.status === 'voided' && contract.voidReason && !contract.replacedById && (
                <Alert color="yellow">{texts.voided(contract.voidReason)}</Alert>
              )}
              {contract.status === 'draft' ? (
                <>
                  <DraftEditor key={contract.id} contract={contract} onReload={() => void query.refetch()} />
                  <SignersEditor key={`${contract.id}-signers`} contract={contract} />
                </>
              ) : (
                <>
                  <SignersList contract={contract} />
                  <Paper withBorder p="md" component="section" aria-labelledby="contract-text">
                    <Stack gap="sm">
                      <Title order={2} size="h4" id="contract-text">
                        {texts.text}
                      </Title>
                      <Paper withBorder p="md" role="document" aria-label={texts.text}>
                        <SanitizedHtml html={contract.renderedHtml ?? ''} />
                      </Paper>
                      {contract.bodySha256 && (
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {texts.hash(contract.bodySha256)}
                        </Text>
                      )}
                    </Stack>
                  </Paper>
                </>
              )}
              <AuditTrail events={contract.events} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
