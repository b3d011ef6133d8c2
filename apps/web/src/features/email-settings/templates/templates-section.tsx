import '@mantine/core/styles/Pagination.css';
import type { EmailSettingsSection } from '@focal/contracts/email-settings';
import {
  EMAIL_TEMPLATES_PER_PAGE,
  type EmailTemplate,
  type EmailTemplateSort,
} from '@focal/contracts/email-templates';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconPlus, IconTemplate } from '../../../shared/ui/icons';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { QueryState } from '../../../shared/ui/query-state';
import { Section } from '../../../shared/ui/section';
import { type ListParams, templateListQueryOptions } from './api/template-queries';
import { templateMessages as texts } from './messages';
import { TemplateDialogs, type Dialog, useDuplicate } from './template-dialogs';
import { type RowAction, TemplatesTable } from './templates-table';

type Props = { links: EmailSettingsSection['links'] };

/**
 * The email template list of the settings page (spec 02 §2: "an email template list with create,
 * edit and delete"): a page at a time, sorted by a column heading, each action shown only when the
 * layout supplied its link (duplicate and send come with the list).
 */
export function TemplatesSection({ links }: Props) {
  const { authorizedCompany } = useBootstrap();
  const [params, setParams] = useState<ListParams>({
    page: 1,
    perPage: EMAIL_TEMPLATES_PER_PAGE,
    predicate: 'name',
    reverse: false,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useQuery({
    ...templateListQueryOptions(authorizedCompany.id, links.LIST ?? { url: '', method: 'GET' }, params),
    enabled: Boolean(links.LIST),
  });

  const sortBy = (predicate: EmailTemplateSort) =>
    setParams((previous) => ({
      ...previous,
      page: 1,
      predicate,
      reverse: previous.predicate === predicate ? !previous.reverse : false,
    }));
  const actions: RowAction[] = [
    ...(links.UPDATE ? (['edit'] as const) : []),
    ...(links.CREATE ? (['duplicate'] as const) : []),
    'send',
    ...(links.DELETE ? (['delete'] as const) : []),
  ];
  const duplicate = useDuplicate();
  const onAction = (action: RowAction, template: EmailTemplate) =>
    action === 'duplicate' ? duplicate(template) : setDialog({ action, template });
  const create = links.CREATE && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ action: 'create' })}>
      {texts.create}
    </Button>
  );

  // Without a LIST link the server offers no template list to this company: nothing to draw.
  if (!links.LIST) return null;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / params.perPage)) : 1;
  let body;
  if (data && data.total === 0)
    body = (
      <EmptyState icon={IconTemplate} title={texts.emptyTitle} action={create}>
        {texts.empty}
      </EmptyState>
    );
  else
    body = (
      <QueryState
        query={list}
        loading={<LoadingStatus label={texts.loading} visibleLabel />}
        failed={texts.loadFailed}
        retry={texts.retry}
      >
        {({ rows }) => (
          <>
            <TemplatesTable
              rows={rows}
              sort={params}
              onSort={sortBy}
              actions={actions}
              onAction={onAction}
              timeZone={authorizedCompany.timeZone}
            />
            {pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={params.page}
                  onChange={(page) => setParams((previous) => ({ ...previous, page }))}
                  aria-label={texts.pages}
                />
              </Group>
            )}
          </>
        )}
      </QueryState>
    );

  return (
    <Section title={texts.title}>
      <Stack gap="md">
        <Group justify="space-between" align="start">
          <Text c="dimmed" size="sm" maw={520}>
            {texts.intro}
          </Text>
          {data && data.total > 0 && create}
        </Group>
        {body}
      </Stack>
      <TemplateDialogs dialog={dialog} links={links} onClose={() => setDialog(null)} />
    </Section>
  );
}
