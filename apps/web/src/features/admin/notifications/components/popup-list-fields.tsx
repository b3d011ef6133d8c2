import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { IconPlus, IconX } from '../../../../shared/ui/icons';
import type { NotificationFormValues } from '../lib/form-values';
import { notificationMessages } from '../messages';

const texts = notificationMessages.form;
const MAX_ITEMS = 20;
const MAX_BUTTONS = 4;
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} mt={28}>
      <IconX size={16} aria-hidden focusable={false} />
    </ActionIcon>
  );
}

/** The popup's checklist: each item's HTML and whether it shows as completed. */
export function PopupChecklistFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'popup.checkList' });
  const errors = formState.errors.popup?.checkList;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {texts.checklist}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} gap="sm" align="flex-start" wrap="nowrap">
          <Textarea
            label={texts.checklistItem(index + 1)}
            rows={1}
            flex={1}
            error={errors?.[index]?.textHtml?.message}
            {...register(`popup.checkList.${index}.textHtml`)}
          />
          <Checkbox
            label={texts.checklistDone(index + 1)}
            mt={32}
            {...register(`popup.checkList.${index}.completed`)}
          />
          <RemoveButton label={texts.removeItem(index + 1)} onClick={() => remove(index)} />
        </Group>
      ))}
      {fields.length < MAX_ITEMS && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden focusable={false} />}
          onClick={() => append({ completed: false, textHtml: '' })}
        >
          {texts.addItem}
        </Button>
      )}
    </Stack>
  );
}

/** The popup's buttons (at most four): text, style, what it does, and its address for a new tab. */
export function PopupButtonFields() {
  const { register, control, formState } = useFormContext<NotificationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'popup.buttons' });
  const buttons = useWatch({ control, name: 'popup.buttons' });
  const errors = formState.errors.popup?.buttons;
  const select = (index: number, name: 'variant' | 'action', label: string, data: Record<string, string>) => (
    <NativeSelect
      label={label}
      data={options(data)}
      w={150}
      {...register(`popup.buttons.${index}.${name}`)}
    />
  );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {texts.buttons}
      </Text>
      {fields.map((field, index) => (
        <Group key={field.id} gap="sm" align="flex-start">
          <TextInput
            label={texts.buttonName(index + 1)}
            error={errors?.[index]?.name?.message}
            {...register(`popup.buttons.${index}.name`)}
          />
          {select(index, 'variant', texts.buttonVariant(index + 1), notificationMessages.buttonVariants)}
          {select(index, 'action', texts.buttonAction(index + 1), notificationMessages.buttonActions)}
          {buttons[index]?.action === 'OPEN_NEW_TAB' && (
            <TextInput
              label={texts.buttonUrl(index + 1)}
              type="url"
              error={errors?.[index]?.url?.message}
              {...register(`popup.buttons.${index}.url`)}
            />
          )}
          {buttons[index]?.action !== 'CLOSE' && (
            <Checkbox
              label={texts.buttonDismiss(index + 1)}
              mt={32}
              {...register(`popup.buttons.${index}.dismiss`)}
            />
          )}
          <RemoveButton label={texts.removeButton(index + 1)} onClick={() => remove(index)} />
        </Group>
      ))}
      {fields.length < MAX_BUTTONS && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden focusable={false} />}
          onClick={() =>
            append({ name: '', variant: 'SOLID_PRIMARY', action: 'CLOSE', url: '', dismiss: true })
          }
        >
          {texts.addButton}
        </Button>
      )}
    </Stack>
  );
}
