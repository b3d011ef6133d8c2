import '@mantine/core/styles/Combobox.css';
import type { QuoteContent, QuoteKind } from '@focal/contracts/quotes/content';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useFetchQuoteTemplate } from '../api/get-quote-template';
import { useQuoteTemplates } from '../api/list-quote-templates';
import { quotesMessages } from '../messages';

const texts = quotesMessages.templates.start;

type Props = {
  kind: QuoteKind;
  /** Something was typed already: picking a template asks before replacing it. */
  replacing: boolean;
  onPick: (content: QuoteContent) => void;
};

/**
 * "Start from a template" on a new quote: the templates of the quote's kind; one picked fills the
 * editor with its content (the quote stays new and unsaved until Save). Nothing shows without any.
 */
export function TemplatePicker({ kind, replacing, onPick }: Props) {
  const templates = useQuoteTemplates();
  const fetchTemplate = useFetchQuoteTemplate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [asking, setAsking] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const options = (templates.data ?? [])
    .filter((t) => t.kind === kind)
    .map((t) => ({ value: t.id, label: t.name }));
  if (options.length === 0) return null;

  const pour = async (id: string) => {
    setAsking(null);
    setLoading(true);
    try {
      const template = await fetchTemplate(id);
      // A template has no expiry day nor message: the quote's are set on the quote.
      onPick({ ...template.content, expiresOn: null, message: '' });
      setChosen(id);
    } catch (error) {
      handleApiError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Select
        label={texts.label}
        description={texts.hint}
        placeholder={texts.placeholder}
        data={options}
        value={chosen}
        disabled={loading}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(id) => {
          if (!id) return;
          if (replacing) setAsking(id);
          else void pour(id);
        }}
      />
      <ConfirmDialog
        opened={asking !== null}
        title={texts.replaceTitle}
        text={texts.replaceText}
        confirmLabel={texts.replace}
        loading={false}
        onConfirm={() => asking && void pour(asking)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
