import { INVOICE_LIMITS } from '@focal/contracts/invoices/content';
import { SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { type DiscountKind, errorAt, type FieldErrors, type InvoiceDraft, usesZeroRate } from '../lib/draft';
import { presetInstalments } from '../lib/schedule-draft';
import { invoicesMessages } from '../messages';
import { DiscountInput } from '../../../shared/documents/discount-input';
import { MessageField } from '../../../shared/documents/message-field';
import { NotesFields } from '../../../shared/documents/notes-fields';
import { ScheduleEditor } from './schedule-editor';

const texts = invoicesMessages.editor;

type Props = {
  draft: InvoiceDraft;
  currency: string;
  errors: FieldErrors;
  onChange: (change: (draft: InvoiceDraft) => InvoiceDraft) => void;
};

/**
 * The document's discount, supply day, when it is due (a day or a schedule), message to the
 * client, notes, terms, exemption note.
 */
export function EditorDetails({ draft, currency, errors, onChange }: Props) {
  const set = (part: Partial<InvoiceDraft>) => onChange((d) => ({ ...d, ...part }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DiscountInput
          label={texts.documentDiscount}
          currency={currency}
          kind={draft.discountKind === 'none' ? 'amount' : draft.discountKind}
          value={draft.discount}
          error={errorAt(errors, 'discount')}
          onChange={({ kind, value }) => {
            const text = value ?? draft.discount;
            const nextKind: DiscountKind =
              kind ?? (draft.discountKind === 'none' ? 'amount' : draft.discountKind);
            set({ discount: text, discountKind: text.trim() === '' && !kind ? 'none' : nextKind });
          }}
        />
        <TextInput
          type="date"
          label={texts.supplyOn}
          description={texts.supplyHint}
          value={draft.supplyOn}
          error={errorAt(errors, 'supplyOn')}
          onChange={(e) => set({ supplyOn: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="invoice-due">
        <Title order={2} size="h4" id="invoice-due">
          {texts.due}
        </Title>
        <SegmentedControl
          aria-label={texts.due}
          value={draft.dueMode}
          data={[
            { value: 'date', label: texts.dueModes.date },
            { value: 'schedule', label: texts.dueModes.schedule },
          ]}
          onChange={(mode) =>
            onChange((d) => ({
              ...d,
              dueMode: mode as InvoiceDraft['dueMode'],
              instalments:
                mode === 'schedule' && d.instalments.length === 0 ? presetInstalments('full') : d.instalments,
            }))
          }
        />
        {draft.dueMode === 'date' ? (
          <TextInput
            type="date"
            label={texts.dueOn}
            description={texts.dueHint}
            value={draft.dueOn}
            error={errorAt(errors, 'dueOn')}
            onChange={(e) => set({ dueOn: e.currentTarget.value })}
            maw={320}
          />
        ) : (
          <ScheduleEditor
            instalments={draft.instalments}
            currency={currency}
            errors={errors}
            onChange={(instalments) => set({ instalments })}
          />
        )}
      </Stack>
      <MessageField message={draft.message} max={INVOICE_LIMITS.message} errors={errors} onChange={set} />
      <NotesFields notes={draft.notes} terms={draft.terms} errors={errors} onChange={set} />
      {(usesZeroRate(draft) || errors.exemptionNote) && (
        <Textarea
          label={texts.exemptionNote}
          description={texts.exemptionHint}
          rows={2}
          maxLength={500}
          value={draft.exemptionNote}
          error={errorAt(errors, 'exemptionNote')}
          onChange={(e) => set({ exemptionNote: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
