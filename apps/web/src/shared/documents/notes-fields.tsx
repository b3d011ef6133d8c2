import { Textarea } from '@mantine/core';
import { errorAt, type FieldErrors } from './line-draft';
import { documentEditorMessages as texts } from './messages';

type Props = {
  notes: string;
  terms: string;
  errors: FieldErrors;
  onChange: (part: { notes: string } | { terms: string }) => void;
};

/** A quote's or an invoice's notes and terms, as the client will read them. */
export function NotesFields({ notes, terms, errors, onChange }: Props) {
  return (
    <>
      <Textarea
        label={texts.notes}
        rows={2}
        maxLength={10000}
        value={notes}
        error={errorAt(errors, 'notes')}
        onChange={(e) => onChange({ notes: e.currentTarget.value })}
      />
      <Textarea
        label={texts.terms}
        rows={2}
        maxLength={10000}
        value={terms}
        error={errorAt(errors, 'terms')}
        onChange={(e) => onChange({ terms: e.currentTarget.value })}
      />
    </>
  );
}
