import { type AdminInviteRequest, adminInviteRequestSchema } from '@focal/contracts/admin-console';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { DialogFooter } from '../../../../shared/ui/dialog-footer';
import { serverFieldSetter } from '../../../../shared/ui/server-field-errors';
import { adminMessages } from '../../messages';
import { useInviteAdmin } from '../api/invite-admin';
import { administratorsMessages as texts } from '../messages';

type Props = { opened: boolean; onClose: () => void };

/** Name and email of the new administrator; the server mails the single-use link. */
export function InviteAdminDialog({ opened, onClose }: Props) {
  const invite = useInviteAdmin();
  const form = useForm<AdminInviteRequest, unknown, z.output<typeof adminInviteRequestSchema>>({
    resolver: zodResolver(adminInviteRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      notifySuccess(texts.invited(values.email));
      close();
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['name', 'email']) });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={texts.inviteTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={texts.name}
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={texts.email}
            type="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
        </Stack>
        <DialogFooter>
          <Button variant="default" onClick={close}>
            {adminMessages.cancel}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {texts.send}
          </Button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
