import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { common, type FieldProps } from './field-props';
import { questionnaireMessages } from './messages';

/** A number as the client types it ("12.5"): sent once it reads as a number, cleared when emptied. */
export function NumberField(props: FieldProps) {
  const [textValue, setText] = useState(typeof props.value === 'number' ? String(props.value) : '');
  const readable = textValue.trim() === '' || Number.isFinite(Number(textValue.replace(',', '.')));
  return (
    <TextInput
      {...common(props)}
      inputMode="decimal"
      value={textValue}
      error={props.error ?? (readable ? undefined : questionnaireMessages.fields.number)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const n = Number(typed.replace(',', '.'));
        if (typed.trim() === '') props.onChange(null);
        else if (Number.isFinite(n)) props.onChange(n);
      }}
    />
  );
}
