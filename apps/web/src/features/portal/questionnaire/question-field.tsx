import type { AnswerValue } from '@focal/contracts/questionnaires/answers';
import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { AddressField } from './address-field';
import { common, type FieldProps } from './field-props';
import { FileField } from './file-field';
import { questionnaireMessages } from './messages';
import { NumberField } from './number-field';

const texts = questionnaireMessages.fields;

const text = (value: AnswerValue | undefined) => (typeof value === 'string' ? value : '');
const list = (value: AnswerValue | undefined) => (Array.isArray(value) ? value : []);

/** One question as its kind asks: text, a choice, a date, a number, an address, a file. */
export function QuestionField(props: FieldProps) {
  const { question, value, onChange } = props;
  const onText = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);
  switch (question.kind) {
    case 'short-text':
      return <TextInput {...common(props)} value={text(value)} onChange={onText} maxLength={500} />;
    case 'long-text':
      return <Textarea {...common(props)} value={text(value)} onChange={onText} rows={4} maxLength={5000} />;
    case 'email':
      return (
        <TextInput
          {...common(props)}
          type="email"
          autoComplete="email"
          value={text(value)}
          onChange={onText}
        />
      );
    case 'phone':
      return (
        <TextInput {...common(props)} type="tel" autoComplete="tel" value={text(value)} onChange={onText} />
      );
    case 'date':
      return <TextInput {...common(props)} type="date" value={text(value)} onChange={onText} />;
    case 'number':
      return <NumberField {...props} />;
    case 'dropdown':
      return (
        <NativeSelect
          {...common(props)}
          value={text(value)}
          onChange={onText}
          data={[{ value: '', label: texts.choose }, ...question.options]}
        />
      );
    case 'single-choice':
      return (
        <Radio.Group {...common(props)} value={text(value) || null} onChange={(v) => onChange(v)}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} disabled={props.disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple-choice':
      return (
        <Checkbox.Group {...common(props)} value={list(value)} onChange={(v) => onChange(v)}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} disabled={props.disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'address':
      return <AddressField {...props} />;
    case 'file':
      return <FileField {...props} />;
  }
}
