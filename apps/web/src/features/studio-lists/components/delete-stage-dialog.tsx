import type { LeadStage } from '@focal/contracts/studio-lists';
import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { sharedMessages } from '../../../shared/messages';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { useDeleteLeadStage } from '../api/mutations';
import { listMessages as texts } from '../messages';

type Props = { stage: LeadStage; stages: LeadStage[]; opened: boolean; onClose: () => void };

/**
 * Deletes a stage. One with leads asks where they go first (any other stage; the first open stage
 * is suggested), as the server requires; the move and the deletion are one transaction there.
 */
export function DeleteStageDialog({ stage, stages, opened, onClose }: Props) {
  const remove = useDeleteLeadStage();
  const others = stages.filter((s) => s.id !== stage.id);
  const suggested = others.find((s) => s.kind === 'open')?.id ?? others[0]?.id ?? null;
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const target = moveTo ?? suggested;
  const withLeads = stage.leadCount > 0;
  const confirm = () =>
    remove.mutate(
      { id: stage.id, moveTo: withLeads ? (target ?? undefined) : undefined },
      {
        onSuccess: () => {
          onClose();
          notifySuccess(texts.stages.deleted);
        },
        onError: (e) => handleApiError(e),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.stages.deleteTitle}
      centered
      closeOnClickOutside={!remove.isPending}
    >
      <Stack gap="sm">
        <Text>
          {withLeads
            ? texts.stages.deleteWithLeads(stage.name, stage.leadCount)
            : texts.stages.deleteEmpty(stage.name)}
        </Text>
        {withLeads && (
          <Select
            label={texts.stages.moveTo}
            data={others.map((s) => ({ value: s.id, label: s.name }))}
            value={target}
            allowDeselect={false}
            onChange={setMoveTo}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      </Stack>
      <DialogFooter>
        <Button variant="default" data-autofocus onClick={onClose} disabled={remove.isPending}>
          {sharedMessages.cancel}
        </Button>
        <Button color="red.9" loading={remove.isPending} disabled={withLeads && !target} onClick={confirm}>
          {texts.delete}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
