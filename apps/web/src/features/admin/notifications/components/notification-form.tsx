import type { AdminSystemNotification } from '@focal/contracts/system-notifications';
import { Box, Button, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { handleApiError } from '../../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../../shared/toasts/toasts';
import { useSaveNotification } from '../api/save-notification';
import { emptyValues, fieldFor, fromInput, type NotificationFormValues, toInput } from '../lib/form-values';
import { notificationResolver } from '../lib/notification-resolver';
import { notificationMessages } from '../messages';
import { ActionFields } from './action-fields';
import { AudienceFields } from './audience-fields';
import { BarFields } from './bar-fields';
import { NotificationPreview } from './notification-preview';
import { PopupFields } from './popup-fields';
import { ScheduleFields } from './schedule-fields';

const texts = notificationMessages.form;

type Props = { notification: AdminSystemNotification | null; onDone: () => void };

/**
 * Creates or edits a notification beside a live preview. The contract's schema checks the form
 * (same rules and texts as the server), and the server's ValidationFailed fields land under
 * their inputs all the same.
 */
export function NotificationForm({ notification, onDone }: Props) {
  const form = useForm<NotificationFormValues>({
    resolver: notificationResolver,
    defaultValues: notification ? fromInput(notification.input) : emptyValues(),
  });
  const save = useSaveNotification();

  const setFieldError = (field: string, message: string) => {
    const name = fieldFor(field);
    if (!name) return false;
    form.setError(name as Path<NotificationFormValues>, { type: 'server', message }, { shouldFocus: true });
    return true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: notification?.id ?? null, body: toInput(values) });
      notifySuccess(texts.created(values.name.trim()));
      onDone();
    } catch (error) {
      handleApiError(error, { setFieldError });
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="notification-form-heading">
      <Title id="notification-form-heading" order={2} size="h4" mb="md">
        {notification ? texts.editHeading(notification.name) : texts.createHeading}
      </Title>
      <FormProvider {...form}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <form onSubmit={onSubmit} noValidate aria-labelledby="notification-form-heading">
              <Stack gap="lg">
                <BarFields />
                <ActionFields />
                <ScheduleFields />
                <PopupFields />
                <AudienceFields />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onDone}>
                    {texts.cancel}
                  </Button>
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {texts.save}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Box pos="sticky" top={16}>
              <NotificationPreview />
            </Box>
          </Grid.Col>
        </Grid>
      </FormProvider>
    </Card>
  );
}
