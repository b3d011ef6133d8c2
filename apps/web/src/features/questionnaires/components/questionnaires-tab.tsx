import type { JobProfile } from '@focal/contracts';
import type { QuestionnaireSummary } from '@focal/contracts/questionnaires/api';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { formatDateInZone } from '../../../shared/format/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconClipboardList, IconPlus } from '../../../shared/ui/icons';
import { QueryState } from '../../../shared/ui/query-state';
import { useJobQuestionnaires } from '../api/questionnaires';
import { questionnairePath } from '../lib/paths';
import { questionnairesMessages, questionnaireStateMessages } from '../messages';
import { SendDialog } from './send-dialog';
import { StateChip } from './state-chip';

const texts = questionnairesMessages.tab;

/** The job and lead profile's Questionnaires tab: the record's questionnaires, and "Send questionnaire". */
export function QuestionnairesTab({ profile }: { profile: JobProfile }) {
  const { job } = profile;
  const query = useJobQuestionnaires(job.id);
  const timeZone = useBootstrap().authorizedCompany.timeZone;
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const open = (q: Pick<QuestionnaireSummary, 'id'>) => questionnairePath(job.stage, job.id, q.id);
  const sendButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setSending(true)}>
      {texts.send}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {texts.label}
        </Title>
        {query.data && query.data.rows.length > 0 && sendButton}
      </Group>
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={texts.emptyTitle} icon={IconClipboardList} action={sendButton}>
              {texts.empty}
            </EmptyState>
          ) : (
            <DataTable
              minWidth={560}
              label={texts.label}
              cards
              rows={data.rows}
              rowKey={(q) => q.id}
              columns={[
                {
                  key: 'name',
                  header: texts.name,
                  card: 'title',
                  cell: (q) => (
                    <Anchor component={Link} to={open(q)}>
                      {q.name}
                    </Anchor>
                  ),
                },
                { key: 'client', header: texts.client, card: 'meta', cell: (q) => q.client?.name ?? '' },
                {
                  key: 'state',
                  header: texts.state,
                  card: 'meta',
                  cell: (q) => <StateChip status={q.status} label={questionnaireStateMessages[q.status]} />,
                },
                {
                  key: 'answered',
                  header: texts.answered,
                  card: 'meta',
                  cell: (q) => texts.answeredOf(q.answeredCount, q.questionCount),
                },
                {
                  key: 'sent',
                  header: texts.sent,
                  align: 'right',
                  card: 'aside',
                  cell: (q) => (q.sentAt ? formatDateInZone(q.sentAt, timeZone) : ''),
                },
              ]}
            />
          )
        }
      </QueryState>
      <SendDialog
        jobId={job.id}
        clients={job.clients}
        opened={sending}
        onClose={() => setSending(false)}
        onCreated={(id) => void navigate(open({ id }))}
      />
    </Stack>
  );
}
