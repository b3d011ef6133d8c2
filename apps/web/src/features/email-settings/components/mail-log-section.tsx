import { Group, Pagination, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { DataTable } from '../../../shared/ui/data-table';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import type { TonalChipTheme } from '../../../shared/ui/tonal-chip-colours';
import type { MailLogEntry, MailLogStatus } from '@focal/contracts/mail-log';
import { MAIL_LOG_PER_PAGE, useMailLog } from '../api/get-mail-log';
import type { SectionLinks } from '../api/types';
import { formatDateTimeInZone } from '../../../shared/format/format-date';
import { emailSettingsMessages } from '../messages';
import { SettingsSection } from './settings-section';

const texts = emailSettingsMessages.mailLog;
const THEMES: Record<MailLogStatus, TonalChipTheme> = {
  sent: 'primary',
  queued: 'info',
  bounced: 'warn',
  failed: 'danger',
};

function Status({ entry }: { entry: MailLogEntry }) {
  return (
    <Stack gap={2} align="flex-start">
      <TonalChip text={texts.statuses[entry.status]} theme={THEMES[entry.status]} />
      {entry.lastError && (entry.status === 'bounced' || entry.status === 'failed') && (
        <Text size="xs" c="dimmed">
          {entry.lastError}
        </Text>
      )}
    </Stack>
  );
}

/** What was sent for the studio, to whom, when, and whether it bounced or failed: newest first, paged. */
export function MailLogSection({ links }: { links: SectionLinks }) {
  const [page, setPage] = useState(1);
  const query = useMailLog(links.LIST, page);
  const { timeZone } = useBootstrap().authorizedCompany;
  return (
    <SettingsSection title={texts.heading} intro={texts.intro} query={query} lines={4}>
      {(log) =>
        log.rows.length === 0 ? (
          <Text c="dimmed">{texts.empty}</Text>
        ) : (
          <Stack gap="sm">
            <DataTable
              label={texts.heading}
              minWidth={560}
              striped
              rows={log.rows}
              rowKey={(entry) => entry.id}
              columns={[
                { key: 'to', header: texts.to, cell: (entry) => entry.to },
                { key: 'subject', header: texts.subject, cell: (entry) => entry.subject },
                {
                  key: 'when',
                  header: texts.when,
                  cell: (entry) => formatDateTimeInZone(entry.createdAt, timeZone),
                },
                { key: 'status', header: texts.status, cell: (entry) => <Status entry={entry} /> },
              ]}
            />
            {log.total > MAIL_LOG_PER_PAGE && (
              <Group justify="flex-end">
                <Pagination
                  total={Math.ceil(log.total / MAIL_LOG_PER_PAGE)}
                  value={page}
                  onChange={setPage}
                  aria-label={texts.pages}
                />
              </Group>
            )}
          </Stack>
        )
      }
    </SettingsSection>
  );
}
