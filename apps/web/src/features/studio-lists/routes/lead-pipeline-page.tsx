import { LEAD_STAGE_NAME_MAX, type LeadStageKind } from '@focal/contracts/studio-list-constants';
import { Select, Stack } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useState } from 'react';
import { useLeadStages } from '../../../shared/studio/lists';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useCreateLeadStage, useReorderLeadStages } from '../api/mutations';
import { AddRow } from '../components/add-row';
import { LeadStageRow } from '../components/lead-stage-row';
import { ReorderList } from '../components/reorder-list';
import { listMessages as texts } from '../messages';
import '../styles';

const kindOptions = (hasWon: boolean, current?: LeadStageKind) =>
  (['open', 'won', 'lost'] as const).map((kind) => ({
    value: kind,
    label: texts.stages.kinds[kind],
    // Exactly one won stage: another stage cannot become won while it exists.
    disabled: kind === 'won' && hasWon && current !== 'won',
  }));

/** Settings → Lead pipeline: the stages a lead moves through, their kind and order. */
export function LeadPipelinePage() {
  const query = useLeadStages();
  const create = useCreateLeadStage();
  const reorder = useReorderLeadStages();
  const [kind, setKind] = useState<LeadStageKind>('open');
  const hasWon = Boolean(query.data?.some((s) => s.kind === 'won'));
  return (
    <Stack gap="lg">
      <PageHeader title={texts.stages.title} description={texts.stages.description} />
      <AddRow
        label={texts.stages.newName}
        maxLength={LEAD_STAGE_NAME_MAX}
        save={create}
        variables={(name) => ({ name, kind })}
      >
        <Select
          label={texts.stages.kindLabel}
          data={kindOptions(hasWon)}
          value={kind}
          allowDeselect={false}
          onChange={(v) => setKind((v as LeadStageKind | null) ?? 'open')}
          w={160}
        />
      </AddRow>
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(stages) => (
          <ReorderList
            items={stages}
            nameOf={(s) => s.name}
            onReorder={(ids) => reorder.mutate(ids, { onError: (e) => handleApiError(e) })}
          >
            {(stage) => <LeadStageRow stage={stage} stages={stages} />}
          </ReorderList>
        )}
      </QueryState>
    </Stack>
  );
}
