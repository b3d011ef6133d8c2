import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../shared/ui/data-table';
import { IconMail } from '../../../../shared/ui/icons';
import { PageHeader } from '../../../../shared/ui/page-header';
import { ListState } from '../../components/list-state';
import { formatMoment } from '../../lib/format';
import { type OutboxMessage, useOutbox } from '../api/list-outbox';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';
import { outboxMessages as texts } from '../messages';
import { useConsoleTitle } from '../../lib/use-console-title';

/** /admins/outbox: the mail kept without SMTP_URL, filtered by recipient (`to` in the address). */
export function OutboxPage() {
  useConsoleTitle(texts.title);
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [typed, setTyped] = useState(to);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const outbox = useOutbox(to);
  const messages = outbox.data?.messages ?? [];
  const column = texts.columns;

  const list = (
    <ListState
      query={outbox}
      count={messages.length}
      loading={texts.loading}
      empty={{ title: texts.emptyTitle, icon: IconMail, text: texts.emptyText(to) }}
    >
      <DataTable
        label={texts.tableLabel}
        minWidth={640}
        striped
        highlightOnHover
        rows={messages}
        rowKey={(message) => message.id}
        columns={[
          {
            key: 'subject',
            header: column.subject,
            cell: (message) => (
              <Anchor component="button" type="button" onClick={() => setOpen(message)}>
                {message.subject}
              </Anchor>
            ),
          },
          { key: 'to', header: column.to, cell: (message) => message.to },
          { key: 'kind', header: column.kind, cell: (message) => message.kind },
          { key: 'link', header: column.link, cell: (message) => texts.link[message.link] },
          { key: 'created', header: column.created, cell: (message) => formatMoment(message.createdAt) },
        ]}
      />
    </ListState>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={texts.title} description={texts.description} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          setParams(next ? { to: next } : {}, { replace: true });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="email"
            label={texts.filterLabel}
            placeholder={texts.filterPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            w={320}
          />
          <Button type="submit" variant="default">
            {texts.filter}
          </Button>
          {to && (
            <Button
              variant="subtle"
              onClick={() => {
                setTyped('');
                setParams({}, { replace: true });
              }}
            >
              {texts.clear}
            </Button>
          )}
        </Group>
      </form>
      {list}
      <OutboxMessageDialog message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
