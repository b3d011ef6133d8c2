import '@mantine/core/styles/Code.css';
import { SPF_FIX_HINT } from '@focal/contracts/spf-texts';
import type { SmtpSpf } from '@focal/contracts/email-settings';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { IconRefresh } from '../../../shared/ui/icons';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { spfMessages } from './messages';
import { spfStatusQueryOptions } from './spf-status-query';

const texts = spfMessages.panel;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The record to publish, as one copyable line (the studio pastes it at its domain provider). */
function RecordToPublish({ record, domain }: { record: string; domain: string | null }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {texts.toPublish}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          aria-label={texts.toPublish}
        >
          {record}
        </Code>
        <CopyButton value={record}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? texts.copied : texts.copy}
            </Button>
          )}
        </CopyButton>
      </Group>
      {domain && (
        <Text size="sm" c="dimmed">
          {texts.publishAt(domain)}
        </Text>
      )}
    </Stack>
  );
}

function SpfDetails({ spf }: { spf: SmtpSpf }) {
  const connected = spf.smtpStatus === 'CONNECTED';
  return (
    <Stack gap="sm">
      <TonalChip text={connected ? texts.connected : texts.issue} theme={connected ? 'primary' : 'warn'} />
      {spf.explanation && <Text>{spf.explanation}</Text>}
      {!connected && spf.recordToPublish && <Text size="sm">{SPF_FIX_HINT}</Text>}
      {spf.domain && <Fact label={texts.domain} value={spf.domain} />}
      <Fact label={texts.sendingServer} value={spf.host} />
      {spf.result && <Fact label={texts.result} value={spf.result} />}
      {spf.mechanism && <Fact label={texts.decidedBy} value={spf.mechanism} />}
      {spf.domain && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {texts.found}
          </Text>
          {spf.records.length === 0 ? (
            <Text size="sm">{texts.noneFound}</Text>
          ) : (
            spf.records.map((record) => (
              <Code key={record} block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {record}
              </Code>
            ))
          )}
        </Stack>
      )}
      {spf.recordToPublish && <RecordToPublish record={spf.recordToPublish} domain={spf.domain} />}
    </Stack>
  );
}

/**
 * Under the custom SMTP form (spec 02 §4): the SPF check of the sender domain, in the same words
 * `npm run spf` prints (the route's explanation), the record found, the exact TXT record to publish
 * and "Check now". It shares the watcher's query, so one check answers both.
 */
export function SpfCheckPanel() {
  const companyId = useBootstrap().authorizedCompany.id;
  const { data, isPending, isError, isFetching, refetch } = useQuery(spfStatusQueryOptions(companyId));
  return (
    <Stack gap="sm" component="section" aria-label={texts.title}>
      <Title order={3} size="h5">
        {texts.title}
      </Title>
      <Text size="sm" c="dimmed">
        {texts.intro}
      </Text>
      {isPending && !isError && <LoadingStatus label={texts.loading} visibleLabel />}
      {isError && !data && <Alert color="red">{texts.loadFailed}</Alert>}
      {data && <SpfDetails spf={data} />}
      <Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {texts.checkNow}
        </Button>
      </Group>
    </Stack>
  );
}
