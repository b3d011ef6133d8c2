import '@mantine/core/styles/Fieldset.css';
import type { QuoteKind } from '@focal/contracts/quotes/content';
import { createQuoteTemplateRequestSchema, type QuoteTemplate } from '@focal/contracts/quotes/templates';
import { Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { LeaveDialog } from '../../../shared/documents/leave-dialog';
import { notifySuccess } from '../../../shared/toasts/toasts';
import type { Pricing } from '../../../shared/documents/api/get-pricing';
import { useCreateQuoteTemplate, useUpdateQuoteTemplate } from '../api/save-quote-template';
import { draftOf, newDraft } from '../lib/draft';
import { TEMPLATE_FORM } from '../lib/template-form';
import { editorPath, errorAt } from '../lib/read-draft';
import { useContentDraft } from '../lib/use-content-draft';
import { quotesMessages } from '../messages';
import { ContentFields } from './content-fields';
import { StaleNotice } from '../../../shared/documents/stale-notice';

const texts = quotesMessages.templates.editor;

type Props = {
  kind: QuoteKind;
  /** The template being edited (as loaded); none for a new one. */
  template?: QuoteTemplate;
  pricing: Pricing;
  /** After a new template's first save: the page moves to its own address. */
  onCreated: (template: QuoteTemplate) => void;
  /** A stale save's reload: the page reads the template again and the editor starts over from it. */
  onReload: () => Promise<void>;
};

/** A server field: the template's `name`, or one of the content's. */
const fieldPath = (field: string) => (field === 'name' ? 'name' : editorPath(field));

/**
 * A quote template: a name and a quote's content (the quote editor's `ContentFields`), in the
 * company's currency, saved by the template header's Save on the version loaded.
 */
export function TemplateEditor({ kind, template, pricing, onCreated, onReload }: Props) {
  const { currency, pricesIncludeTax } = pricing;
  const [loaded, setLoaded] = useState(template);
  const [name, setName] = useState(template?.name ?? '');
  const [savedName, setSavedName] = useState(name);
  const create = useCreateQuoteTemplate();
  const update = useUpdateQuoteTemplate(loaded?.id ?? '');
  const saving = create.isPending || update.isPending;
  const editor = useContentDraft({
    initial: template ? draftOf(template.content, currency) : newDraft(kind),
    currency,
    pricesIncludeTax,
    saving,
    otherChanges: name !== savedName,
  });
  const { draft, guard } = editor;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const named = createQuoteTemplateRequestSchema.shape.name.safeParse(name);
    const content = editor.check(named.success ? {} : { name: named.error.issues[0]!.message });
    if (!content || !named.success) return;
    const saved = (next: QuoteTemplate) => {
      setLoaded(next);
      setSavedName(name);
      editor.saved(draft);
    };
    const onError = (error: unknown) => editor.onError(error, fieldPath);
    if (!loaded) {
      create.mutate(
        { name: named.data, content },
        {
          onSuccess: (next) => {
            saved(next);
            notifySuccess(texts.created);
            guard.allowNext();
            onCreated(next);
          },
          onError,
        },
      );
      return;
    }
    update.mutate(
      { name: named.data, content, updatedAt: loaded.updatedAt },
      {
        onSuccess: (next) => {
          saved(next);
          notifySuccess(texts.saved);
        },
        onError,
      },
    );
  };

  return (
    <form
      id={TEMPLATE_FORM}
      onSubmit={submit}
      noValidate
      aria-label={template ? texts.editTitle[kind] : texts.newTitle[kind]}
      aria-busy={saving}
    >
      <Stack gap="lg">
        {editor.stale && (
          <StaleNotice notice={editor.stale} reload={texts.reload} onReload={() => void onReload()} />
        )}
        <TextInput
          label={texts.name}
          description={texts.nameHint}
          withAsterisk
          maxLength={120}
          value={name}
          error={errorAt(editor.errors, 'name')}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <ContentFields
          draft={draft}
          pricing={pricing}
          currency={currency}
          pricesIncludeTax={pricesIncludeTax}
          errors={editor.errors}
          totals={editor.totals}
          onChange={editor.change}
          template
        />
      </Stack>
      <LeaveDialog blocker={guard.blocker} text={texts.leaveText} />
    </form>
  );
}
