import type { JobStage } from '@focal/contracts';
import type { ContractSummary } from '@focal/contracts/contracts/api';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { contractPath } from '../../../shared/paths';
import { DataTable } from '../../../shared/ui/data-table';
import { type QueryResult, QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { contractsMessages, contractStatus } from '../messages';
import { NewContractMenu } from './new-contract-menu';

const texts = contractsMessages.jobSection;

/** A lead's or job's contracts (title, state, signatures, version) and "New contract"; its empty state says what to do. */
export function ContractsSection({
  id,
  kind,
  query,
}: {
  id: string;
  kind: JobStage;
  query: QueryResult<{ contracts: ContractSummary[] }>;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <NewContractMenu jobId={id} kind={kind} />
      </Group>
      <QueryState
        query={query}
        loading={contractsMessages.page.loading}
        failed={contractsMessages.page.failed}
        retry={contractsMessages.page.retry}
      >
        {({ contracts }) =>
          contracts.length === 0 ? (
            <Text c="dimmed">{texts.empty}</Text>
          ) : (
            <DataTable<ContractSummary>
              minWidth={520}
              label={texts.title}
              cards
              rows={contracts}
              rowKey={(contract) => contract.id}
              columns={[
                {
                  key: 'title',
                  header: texts.contractTitle,
                  card: 'title',
                  cell: (contract) => (
                    <Anchor component={Link} to={contractPath(kind, id, contract.id)}>
                      {contract.title}
                    </Anchor>
                  ),
                },
                {
                  key: 'state',
                  header: texts.state,
                  card: 'meta',
                  cell: (contract) => (
                    <TonalChip
                      text={contractStatus[contract.status].text}
                      theme={contractStatus[contract.status].theme}
                    />
                  ),
                },
                {
                  key: 'signed',
                  header: texts.signed,
                  card: 'meta',
                  cell: (contract) => texts.signedCount(contract.signedCount, contract.signerCount),
                },
                {
                  key: 'version',
                  header: texts.version,
                  card: 'aside',
                  align: 'right',
                  cell: (c) => `${c.version}`,
                },
              ]}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
