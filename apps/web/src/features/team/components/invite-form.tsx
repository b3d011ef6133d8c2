import type { ResourceLink } from '@focal/contracts/errors';
import { inviteRequestSchema } from '@focal/contracts/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { serverFieldSetter } from '../../../shared/ui/server-field-errors';
import { useInvite } from '../api/invite';
import { teamMessages } from '../messages';

const texts = teamMessages.invite;
type Values = z.input<typeof inviteRequestSchema>;

/** Invites an address through the server's INVITE link; the contract's rules and messages apply. */
export function InviteForm({ link }: { link: ResourceLink }) {
  const form = useForm<Values, unknown, z.output<typeof inviteRequestSchema>>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const invite = useInvite();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await invite.mutateAsync({ link, body });
      reset();
      notifySuccess(texts.sent(body.email), texts.sentTitle);
    } catch (error) {
      handleApiError(error, { setFieldError: serverFieldSetter(form, ['email']) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {/* Side by side from 'xs' up (the button level with the input, under its label); stacked on a
          phone, where a wrapped button kept the label's offset as a gap. */}
      <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }} gap="sm">
        <TextInput
          label={texts.email}
          type="email"
          autoComplete="off"
          flex={1}
          miw={{ xs: 220 }}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" loading={formState.isSubmitting} mt={{ base: 0, xs: 25 }}>
          {texts.submit}
        </Button>
      </Flex>
    </form>
  );
}
