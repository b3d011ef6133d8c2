import { Anchor, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AddressField } from '../../../shared/studio/address-field';
import { DURATIONS, type SessionDraft } from '../lib/session-draft';
import { sessionMessages as texts } from '../messages';

type Props = {
  value: SessionDraft;
  onChange: (value: SessionDraft) => void;
  /** Names the fields of the nth session for screen readers when a form has several. */
  label?: string;
};

const durationLabel = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${minutes / 60} h`);

/** One session's fields: name, day, start and length (or all day), location and its address. */
export function SessionFields({ value, onChange, label }: Props) {
  const [withAddress, setWithAddress] = useState(Object.keys(value.address).length > 0);
  const set = <K extends keyof SessionDraft>(key: K, v: SessionDraft[K]) => onChange({ ...value, [key]: v });
  const prefix = label ? `${label}: ` : '';
  const durations = DURATIONS.includes(value.duration)
    ? DURATIONS
    : [...DURATIONS, value.duration].sort((a, b) => a - b);
  return (
    <Stack gap="xs">
      <TextInput
        label={texts.name}
        aria-label={`${prefix}${texts.name}`}
        placeholder={texts.namePlaceholder}
        value={value.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        maxLength={150}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput
          type="date"
          label={texts.day}
          aria-label={`${prefix}${texts.day}`}
          value={value.day}
          onChange={(e) => set('day', e.currentTarget.value)}
          required
        />
        {!value.allDay && (
          <TextInput
            type="time"
            label={texts.start}
            aria-label={`${prefix}${texts.start}`}
            value={value.start}
            onChange={(e) => set('start', e.currentTarget.value)}
            required
          />
        )}
        {!value.allDay && (
          <Select
            label={texts.duration}
            aria-label={`${prefix}${texts.duration}`}
            data={durations.map((m) => ({ value: String(m), label: durationLabel(m) }))}
            value={String(value.duration)}
            onChange={(v) => v && set('duration', Number(v))}
            allowDeselect={false}
          />
        )}
      </SimpleGrid>
      <Checkbox
        label={texts.allDay}
        aria-label={`${prefix}${texts.allDay}`}
        checked={value.allDay}
        onChange={(e) => set('allDay', e.currentTarget.checked)}
      />
      <TextInput
        label={texts.location}
        aria-label={`${prefix}${texts.location}`}
        placeholder={texts.locationPlaceholder}
        value={value.location}
        onChange={(e) => set('location', e.currentTarget.value)}
        maxLength={300}
      />
      {withAddress ? (
        <AddressField value={value.address} onChange={(address) => set('address', address)} />
      ) : (
        <Group>
          <Anchor component="button" type="button" size="sm" onClick={() => setWithAddress(true)}>
            {texts.addAddress}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
