import { renderContractFields, SAMPLE_CONTRACT_VALUES } from '@focal/contracts/contracts/merge-fields';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { describeError } from '../../../shared/errors/describe-error';
import { Html } from '../../../shared/html/lazy-html';
import { Waiting } from '../../../shared/ui/waiting';
import { usePreview } from '../api/contracts';
import { contractsMessages } from '../messages';

const texts = contractsMessages.preview;

/**
 * The text as a client would read it: filled in by the server from the chosen record's data (the
 * values a send freezes), or with sample values while none is chosen. Asked again a moment after
 * typing stops.
 */
export function ContractPreview({ body, jobId }: { body: string; jobId: string | null }) {
  const [settled] = useDebouncedValue(body, 600);
  const preview = usePreview(jobId, settled);
  const html = jobId ? preview.data?.html : renderContractFields(body, SAMPLE_CONTRACT_VALUES);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {texts.title}
      </Title>
      {!jobId && (
        <Text size="sm" c="dimmed">
          {texts.samples}
        </Text>
      )}
      {body === '' ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : preview.error && jobId ? (
        <Alert color="red" title={texts.failed}>
          {describeError(preview.error).message}
        </Alert>
      ) : html === undefined ? (
        <Waiting text={texts.loading} />
      ) : (
        <Paper withBorder p="md" role="document" aria-label={texts.region}>
          <Html html={html} />
        </Paper>
      )}
    </Stack>
  );
}
