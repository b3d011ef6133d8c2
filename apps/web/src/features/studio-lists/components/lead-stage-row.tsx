import { LEAD_STAGE_NAME_MAX, type LeadStageKind } from '@focal/contracts/studio-list-constants';
import type { LeadStage } from '@focal/contracts/studio-lists';
import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { IconTrash } from '../../../shared/ui/icons';
import { useUpdateLeadStage } from '../api/mutations';
import { listMessages as texts } from '../messages';
import { DeleteStageDialog } from './delete-stage-dialog';
import { InlineName } from './inline-name';

const KINDS = ['open', 'won', 'lost'] as const;

/** One pipeline stage: name (renamed in place), kind, its leads' count, delete. */
export function LeadStageRow({ stage, stages }: { stage: LeadStage; stages: LeadStage[] }) {
  const update = useUpdateLeadStage();
  const [deleting, setDeleting] = useState(false);
  const hasWon = stages.some((s) => s.kind === 'won');
  return (
    <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <InlineName
        name={stage.name}
        maxLength={LEAD_STAGE_NAME_MAX}
        save={update}
        variables={(name) => ({ id: stage.id, name })}
        extra={
          stage.leadCount > 0 && (
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {texts.stages.count(stage.leadCount)}
            </Text>
          )
        }
      />
      <Select
        aria-label={`${texts.stages.kindLabel}: ${stage.name}`}
        data={KINDS.map((kind) => ({
          value: kind,
          label: texts.stages.kinds[kind],
          disabled: kind === 'won' && hasWon && stage.kind !== 'won',
        }))}
        value={stage.kind}
        allowDeselect={false}
        size="xs"
        w={140}
        // One change of kind at a time: the next waits for the server's answer to this one.
        disabled={update.isPending && update.variables?.kind !== undefined}
        onChange={(v) => {
          if (v && v !== stage.kind) {
            update.mutate({ id: stage.id, kind: v as LeadStageKind }, { onError: (e) => handleApiError(e) });
          }
        }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={texts.remove(stage.name)}
        onClick={() => setDeleting(true)}
      >
        <IconTrash size={16} />
      </ActionIcon>
      <DeleteStageDialog stage={stage} stages={stages} opened={deleting} onClose={() => setDeleting(false)} />
    </Group>
  );
}
