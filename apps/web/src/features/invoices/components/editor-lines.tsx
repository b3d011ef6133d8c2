import type { TaxRateOption } from '../../../shared/documents/tax-picker';
import { CataloguePicker } from '../../../shared/documents/catalogue-picker';
import { lineFromPackage, lineFromProduct, withCatalogueRow } from '../../../shared/documents/from-catalogue';
import { emptyLine, type LineDraft } from '../../../shared/documents/line-draft';
import { LineList } from '../../../shared/documents/line-list';
import type { FieldErrors, InvoiceDraft } from '../lib/draft';

type Props = {
  draft: InvoiceDraft;
  currency: string;
  rates: readonly TaxRateOption[];
  errors: FieldErrors;
  onChange: (change: (draft: InvoiceDraft) => InvoiceDraft) => void;
};

/**
 * The invoice's lines, each with its own discount and taxes; "Add line" and "Add from catalogue"
 * below them (a product or a package copied into a line, as a fixed quote's are).
 */
export function EditorLines({ draft, currency, rates, errors, onChange }: Props) {
  const add = (line: LineDraft) =>
    onChange((d) => ({ ...d, lines: withCatalogueRow(d.lines, line, emptyLine) }));
  return (
    <LineList
      id="invoice-lines"
      lines={draft.lines}
      currency={currency}
      rates={rates}
      errors={errors}
      onChange={(change) => onChange((d) => ({ ...d, lines: change(d.lines) }))}
    >
      <CataloguePicker
        currency={currency}
        onProduct={(p) => add(lineFromProduct(p, rates, currency))}
        onPackage={(p) => add(lineFromPackage(p, currency))}
      />
    </LineList>
  );
}
