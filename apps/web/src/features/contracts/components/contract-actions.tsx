import type { JobStage } from '@focal/contracts';
import type { Contract } from '@focal/contracts/contracts/api';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { jobPath } from '@focal/contracts/job-pages';
import { useDownloadDocumentPdf } from '../../../shared/documents/api/download-document-pdf';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { contractPath } from '../../../shared/paths';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  useDeleteContract,
  useRemindContract,
  useReviseContract,
  useSendContract,
  useVoidContract,
} from '../api/contracts';
import { contractsMessages } from '../messages';
import { StudioSignDialog } from './studio-sign-dialog';
import { VoidDialog } from './void-dialog';

const texts = contractsMessages.page;
type Asking = 'send' | 'revise' | 'void' | 'delete' | 'sign' | null;

/** The actions the server offers on this contract (`actions`), each asking first where it cannot be undone. */
export function ContractActions({ contract, kind }: { contract: Contract; kind: JobStage }) {
  const [asking, setAsking] = useState<Asking>(null);
  const navigate = useNavigate();
  const send = useSendContract();
  const remind = useRemindContract();
  const revise = useReviseContract();
  const voiding = useVoidContract();
  const remove = useDeleteContract();
  const pdf = useDownloadDocumentPdf(ApiRoutes.getContractPdf);
  const close = () => setAsking(null);
  const onError = (error: unknown) => handleApiError(error);
  const { actions } = contract;

  const mailed = (answer: Contract) => ('mailedTo' in answer ? (answer.mailedTo as string | null) : null);
  return (
    <>
      <Group gap="xs">
        {actions.send && <Button onClick={() => setAsking('send')}>{texts.send}</Button>}
        {actions.sign && <Button onClick={() => setAsking('sign')}>{texts.sign}</Button>}
        {contract.sealedAt && (
          <Button
            variant="default"
            loading={pdf.isPending}
            onClick={() => pdf.mutate({ id: contract.id, name: texts.pdfName(contract.title) })}
          >
            {texts.pdf}
          </Button>
        )}
        {actions.remind && (
          <Button
            variant="default"
            loading={remind.isPending}
            onClick={() =>
              remind.mutate(
                { contract, variables: undefined },
                { onSuccess: (answer) => notifySuccess(texts.reminded(mailed(answer))), onError },
              )
            }
          >
            {texts.remind}
          </Button>
        )}
        {actions.revise && (
          <Button variant="default" onClick={() => setAsking('revise')}>
            {texts.revise}
          </Button>
        )}
        {actions.void && (
          <Button variant="default" color="red.8" onClick={() => setAsking('void')}>
            {texts.void}
          </Button>
        )}
        {actions.delete && (
          <Button variant="subtle" color="red" onClick={() => setAsking('delete')}>
            {texts.delete}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={asking === 'send'}
        title={texts.sendTitle}
        text={texts.sendText}
        confirmLabel={texts.send}
        loading={send.isPending}
        onClose={close}
        onConfirm={() =>
          send.mutate(
            { contract, variables: undefined },
            { onSuccess: (answer) => notifySuccess(texts.sent(mailed(answer))), onError, onSettled: close },
          )
        }
      />
      <ConfirmDialog
        opened={asking === 'revise'}
        title={texts.reviseTitle}
        text={texts.reviseText}
        confirmLabel={texts.revise}
        loading={revise.isPending}
        onClose={close}
        onConfirm={() =>
          revise.mutate(
            { contract, variables: undefined },
            {
              onSuccess: (draft) => {
                notifySuccess(texts.revised);
                void navigate(contractPath(kind, draft.jobId, draft.id));
              },
              onError,
              onSettled: close,
            },
          )
        }
      />
      {asking === 'sign' && <StudioSignDialog contract={contract} onClose={close} />}
      <VoidDialog
        opened={asking === 'void'}
        loading={voiding.isPending}
        onClose={close}
        onConfirm={(reason) =>
          voiding.mutate(
            { contract, variables: reason },
            { onSuccess: () => notifySuccess(texts.voidedDone), onError, onSettled: close },
          )
        }
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={texts.deleteTitle}
        text={texts.deleteText}
        confirmLabel={texts.delete}
        danger
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(contract, {
            onSuccess: () => {
              notifySuccess(texts.deleted);
              void navigate(jobPath(kind, contract.jobId));
            },
            onError,
            onSettled: close,
          })
        }
      />
    </>
  );
}
