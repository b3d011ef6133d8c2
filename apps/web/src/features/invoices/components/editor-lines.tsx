import type { TaxRateOption } from '../../../shared/documents/tax-picker';
import { LineList } from '../../../shared/documents/line-list';
import type { FieldErrors, InvoiceDraft } from '../lib/draft';

type Props = {
  draft: InvoiceDraft;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (change: (draft: InvoiceDraft) => InvoiceDraft) => void;
};

/** The invoice's lines, each with its own discount and taxes; "Add line" below them. */
export function EditorLines({ draft, currency, rates, errors, onChange }: Props) {
  return (
    <LineList
      id="invoice-lines"
      lines={draft.lines}
      currency={currency}
      rates={rates}
      errors={errors}
      onChange={(change) => onChange((d) => ({ ...d, lines: change(d.lines) }))}
    />
  );
}
