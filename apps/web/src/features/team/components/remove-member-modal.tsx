import type { TeamMember } from '@focal/contracts/team';
import { Button, Modal, Text } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { useDeleteLink } from '../api/delete-link';
import { teamMessages } from '../messages';
import { DialogFooter } from '../../../shared/ui/dialog-footer';

const texts = teamMessages.remove;

type Props = { member: TeamMember | null; company: string; onClose: () => void };

/** Removing a member ends their access to the company at once: the person is named before it happens. */
export function RemoveMemberModal({ member, company, onClose }: Props) {
  const remove = useDeleteLink();
  const confirm = async (target: TeamMember) => {
    const link = target.actions.REMOVE;
    if (!link) return;
    try {
      await remove.mutateAsync(link);
      notifySuccess(texts.done(target.fullName));
      onClose();
    } catch (error) {
      handleApiError(error);
    }
  };

  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? texts.title(member.fullName) : ''}
      closeButtonProps={{ 'aria-label': texts.close }}
      centered
    >
      {member && (
        <>
          <Text>{texts.text(member.fullName, member.email, company)}</Text>
          <DialogFooter>
            <Button variant="default" data-autofocus onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirm(member)}>
              {texts.confirm(member.fullName)}
            </Button>
          </DialogFooter>
        </>
      )}
    </Modal>
  );
}
