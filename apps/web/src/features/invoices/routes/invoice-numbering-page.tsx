import { numberingSettingSchema } from '@focal/contracts/documents/numbering-schema';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { SETTINGS_PATH } from '../../../shared/paths';
import { notifyError, notifySuccess } from '../../../shared/toasts/toasts';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { type NumberingSeries, useNumbering, useUpdateNumbering } from '../api/numbering';
import { readWhole } from '../../../shared/documents/amounts';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.numbering;

type Numbering = { pattern: string; nextNumber: number; resetYearly: boolean; preview: string };

/**
 * /settings/invoice-numbering: for the invoices and for the credit notes (a series of their own),
 * the pattern, the next number, the yearly reset and the server's preview.
 */
export function InvoiceNumberingPage() {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={SETTINGS_PATH} size="sm">
        {texts.backToSettings}
      </Anchor>
      <PageHeader title={texts.title} description={texts.description} />
      <SeriesSection series="invoice" />
      <SeriesSection series="credit-note" />
    </Stack>
  );
}

function SeriesSection({ series }: { series: NumberingSeries }) {
  const query = useNumbering(series);
  return (
    <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={invoicesMessages.retry}>
      {(numbering) => <NumberingForm series={series} numbering={numbering} />}
    </QueryState>
  );
}

function NumberingForm({ series, numbering }: { series: NumberingSeries; numbering: Numbering }) {
  const words = texts.series[series];
  const headingId = useId();
  const [pattern, setPattern] = useState(numbering.pattern);
  const [next, setNext] = useState(String(numbering.nextNumber));
  const [resetYearly, setResetYearly] = useState(numbering.resetYearly);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateNumbering(series);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextNumber = readWhole(next);
    const checked = numberingSettingSchema.safeParse({
      pattern,
      nextNumber: nextNumber ?? Number.NaN,
      resetYearly,
    });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const path = issue.path.join('.') || 'pattern';
        found[path] ??= path === 'nextNumber' ? texts.wholeInvalid : issue.message;
      }
      setErrors(found);
      notifyError(texts.invalid);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setPattern(saved.pattern);
        setNext(String(saved.nextNumber));
        setResetYearly(saved.resetYearly);
        notifySuccess(words.saved);
      },
      onError: (error) =>
        handleApiError(error, {
          setFieldError: (field, message) => {
            if (!['pattern', 'nextNumber', 'resetYearly'].includes(field)) return false;
            setErrors((e) => ({ ...e, [field]: message }));
            return true;
          },
        }),
    });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-labelledby={headingId} maw={560}>
      <Stack>
        <Title order={2} size="h4" id={headingId}>
          {words.title}
        </Title>
        <TextInput
          label={texts.pattern}
          description={texts.patternHint}
          maxLength={40}
          value={pattern}
          error={errors.pattern}
          onChange={(e) => setPattern(e.currentTarget.value)}
        />
        <TextInput
          label={texts.nextNumber}
          description={texts.nextNumberHint}
          inputMode="numeric"
          maxLength={9}
          value={next}
          error={errors.nextNumber}
          onChange={(e) => setNext(e.currentTarget.value)}
          maw={240}
        />
        <Checkbox
          label={texts.resetYearly}
          checked={resetYearly}
          error={errors.resetYearly}
          onChange={(e) => setResetYearly(e.currentTarget.checked)}
        />
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              {words.preview}
            </Text>
            <Text fw={700} data-testid={`numbering-preview-${series}`}>
              {numbering.preview}
            </Text>
          </div>
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
