import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTrash } from '../../../shared/ui/icons';
import { errorAt, type FieldErrors } from '../lib/read-draft';
import { quotesMessages } from '../messages';

const texts = quotesMessages.editor;

type Item = { name: string; price: string; description: string };

type Props = {
  /** "Package 2", "Add-on 1". */
  title: string;
  removeLabel: string;
  onRemove: () => void;
  /** The item's place in the content ("packages.1") and its price field there ("priceMinor"). */
  at: string;
  priceField: string;
  priceLabel: string;
  item: Item;
  errors: FieldErrors;
  onChange: (part: Partial<Item>) => void;
  /** The kind's own fields, below the description. */
  children: ReactNode;
};

/** A package's or an add-on's card: its title and remove button, name, price and description. */
export function ItemFieldset(props: Props) {
  const { title, removeLabel, onRemove, at, item, errors, onChange } = props;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={title} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={removeLabel} onClick={onRemove}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={texts.name}
            withAsterisk
            maxLength={200}
            value={item.name}
            error={errorAt(errors, `${at}.name`)}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
          />
          <TextInput
            label={props.priceLabel}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={item.price}
            error={errorAt(errors, `${at}.${props.priceField}`)}
            onChange={(e) => onChange({ price: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label={texts.description}
          rows={1}
          maxLength={2000}
          value={item.description}
          error={errorAt(errors, `${at}.description`)}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
        {props.children}
      </Stack>
    </Paper>
  );
}
