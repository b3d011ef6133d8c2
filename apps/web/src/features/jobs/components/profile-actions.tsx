import { Button, Group, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobProfile } from '@focal/contracts';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { jobPath, jobsPath } from '../../../shared/paths';
import { useLeadStages } from '../../../shared/studio/lists';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { IconChevronDown } from '../../../shared/ui/icons';
import { MoveCompanyModal } from '../../../shared/studio/move-company-modal';
import { type Transition, useTransitionJob } from '../api/transition-job';
import { boardMessages, profileMessages as texts } from '../messages';
import { EditJobModal } from './edit-job-modal';
import { LostReasonDialog } from './lost-reason-dialog';

type Dialog = 'lost' | 'convert' | 'archive' | 'edit' | 'move' | null;

/** The actions the server offers on this record now (profile.actions), and their dialogs. */
export function ProfileActions({ profile }: { profile: JobProfile }) {
  const { job, actions } = profile;
  const can = (action: (typeof actions)[number]) => actions.includes(action);
  const stages = useLeadStages().data ?? [];
  const transition = useTransitionJob();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  const run = (step: Transition, done: string) =>
    transition.mutate(
      { id: job.id, transition: step },
      {
        onSuccess: (saved) => {
          notifySuccess(done);
          setDialog(null);
          if (saved.stage !== job.stage) void navigate(jobPath(saved.stage, saved.id), { replace: true });
        },
        onError: (error) => {
          setDialog(null);
          handleApiError(error);
        },
      },
    );

  const openStages = stages.filter((s) => s.kind === 'open' && s.id !== job.leadStage?.id);
  return (
    <Group gap="xs">
      {can('MOVE_STAGE') && openStages.length > 0 && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
              {texts.actions.MOVE_STAGE}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {openStages.map((stage) => (
              <Menu.Item
                key={stage.id}
                onClick={() => run({ kind: 'stage', leadStageId: stage.id }, texts.done.stage(stage.name))}
              >
                {stage.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {can('CONVERT') && <Button onClick={() => setDialog('convert')}>{texts.actions.CONVERT}</Button>}
      {can('COMPLETE') && (
        <Button loading={transition.isPending} onClick={() => run({ kind: 'complete' }, texts.done.complete)}>
          {texts.actions.COMPLETE}
        </Button>
      )}
      {can('REACTIVATE') && (
        <Button
          loading={transition.isPending}
          onClick={() => run({ kind: 'reactivate' }, texts.done.reactivate)}
        >
          {texts.actions.REACTIVATE}
        </Button>
      )}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {texts.more}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {can('EDIT') && <Menu.Item onClick={() => setDialog('edit')}>{texts.actions.EDIT}</Menu.Item>}
          {can('MARK_LOST') && (
            <Menu.Item onClick={() => setDialog('lost')}>{texts.actions.MARK_LOST}</Menu.Item>
          )}
          {can('ARCHIVE') && (
            <Menu.Item onClick={() => setDialog('archive')}>{texts.actions.ARCHIVE}</Menu.Item>
          )}
          {can('MOVE_COMPANY') && (
            <Menu.Item onClick={() => setDialog('move')}>{texts.actions.MOVE_COMPANY}</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <LostReasonDialog
        opened={dialog === 'lost'}
        loading={transition.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => run({ kind: 'lost', reason }, texts.done.lost)}
      />
      <ConfirmDialog
        opened={dialog === 'convert'}
        title={boardMessages.convertTitle}
        text={boardMessages.convertText(job.name)}
        confirmLabel={boardMessages.convertConfirm}
        loading={transition.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => run({ kind: 'convert' }, texts.done.convert)}
      />
      <ConfirmDialog
        opened={dialog === 'archive'}
        title={texts.archiveTitle[job.stage]}
        text={texts.archiveText}
        confirmLabel={texts.actions.ARCHIVE}
        danger
        loading={transition.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => run({ kind: 'archive' }, texts.done.archive)}
      />
      {dialog === 'edit' && <EditJobModal job={job} onClose={() => setDialog(null)} />}
      {dialog === 'move' && (
        <MoveCompanyModal
          text={texts.moveText}
          loading={transition.isPending}
          onClose={() => setDialog(null)}
          onMove={(company) => {
            transition.mutate(
              { id: job.id, transition: { kind: 'move', companyId: company.id } },
              {
                onSuccess: () => {
                  notifySuccess(texts.done.move(company.name));
                  void navigate(jobsPath(job.stage), { replace: true });
                },
                onError: (error) => {
                  setDialog(null);
                  handleApiError(error);
                },
              },
            );
          }}
        />
      )}
    </Group>
  );
}
