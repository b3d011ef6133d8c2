import { Anchor, Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { ApiError } from '../../../shared/http/api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconUsers } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { TonalChip } from '../../../shared/ui/tonal-chip';
import { useArchiveClient, useDeleteClient } from '../api/client-actions';
import { useClientHistory } from '../api/client-history';
import { clientQuery } from '../api/get-client';
import { ClientDetails } from '../components/client-details';
import { ClientFormModal } from '../components/client-form-modal';
import { type ClientProfileTab, ClientTabs } from '../components/client-tabs';
import { MergeClientModal } from '../components/merge-client-modal';
import { MoveClientModal } from '../components/move-client-modal';
import { clientPath, portalPreviewPath } from '../../../shared/paths';
import { CLIENTS_PATH } from '../lib/paths';
import { clientsMessages } from '../messages';

const texts = clientsMessages.profile;
type Dialog = 'edit' | 'merge' | 'move' | 'delete' | null;

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /clients/client/{id}: the client's header and actions, details and history; another company's or an
 * unknown id is "not found". `addedTabs`: the history tabs other features add (app/profile-tabs.ts).
 */
export function ClientPage({ addedTabs = [] }: { addedTabs?: readonly ClientProfileTab[] }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const companyId = useBootstrap().authorizedCompany.id;
  const client = useQuery(clientQuery(id));
  // Delete is offered only while no lead or job names the client (the server refuses it otherwise).
  const jobs = useClientHistory(id, 'jobs');
  const archive = useArchiveClient();
  const remove = useDeleteClient();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (isNotFound(client.error))
    return (
      <EmptyState
        title={texts.notFoundTitle}
        icon={IconUsers}
        action={
          <Anchor component={Link} to={CLIENTS_PATH}>
            {clientsMessages.allClients}
          </Anchor>
        }
      >
        {texts.notFound}
      </EmptyState>
    );

  return (
    <QueryState query={client} loading={texts.loading} failed={texts.failed} retry={clientsMessages.retry}>
      {(data) => {
        const deletable = jobs.data?.pages[0]?.rows.length === 0;
        const toggleArchive = () =>
          archive.mutate(
            { clientId: data.id, archived: !data.archivedAt },
            {
              onSuccess: () =>
                showToast({ tone: 'success', message: data.archivedAt ? texts.unarchived : texts.archived }),
              onError: (error) => handleApiError(error),
            },
          );
        return (
          <Stack gap="lg">
            <Anchor component={Link} to={CLIENTS_PATH} size="sm">
              {clientsMessages.allClients}
            </Anchor>
            <PageHeader
              title={data.displayName}
              description={
                <Group gap={6} component="span">
                  <TonalChip text={clientsMessages.kinds[data.kind]} />
                  {data.archivedAt ? <TonalChip text={clientsMessages.archived} theme="warn" /> : null}
                  {data.tags.map((tag) => (
                    <TonalChip key={tag} text={tag} theme="info" />
                  ))}
                </Group>
              }
              actions={
                <Group gap="xs">
                  <Button onClick={() => setDialog('edit')} disabled={Boolean(data.mergedIntoId)}>
                    {texts.edit}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => setDialog('merge')}
                    disabled={Boolean(data.archivedAt)}
                  >
                    {texts.merge}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => setDialog('move')}
                    disabled={Boolean(data.mergedIntoId)}
                  >
                    {texts.move}
                  </Button>
                  {data.mergedIntoId || data.archivedAt ? null : (
                    <Button variant="default" component={Link} to={portalPreviewPath(companyId, data.id)}>
                      {texts.previewPortal}
                    </Button>
                  )}
                  {data.mergedIntoId ? null : (
                    <Button variant="default" onClick={toggleArchive} loading={archive.isPending}>
                      {data.archivedAt ? texts.unarchive : texts.archive}
                    </Button>
                  )}
                  {deletable ? (
                    <Button variant="default" color="red" onClick={() => setDialog('delete')}>
                      {texts.delete}
                    </Button>
                  ) : null}
                </Group>
              }
            />
            {data.mergedIntoId ? (
              <Alert color="yellow">
                {texts.mergedNote}{' '}
                <Anchor component={Link} to={clientPath(data.mergedIntoId)}>
                  {texts.openMerged}
                </Anchor>
              </Alert>
            ) : data.archivedAt ? (
              <Alert color="gray">{texts.archivedNote}</Alert>
            ) : null}
            <ClientDetails client={data} />
            <ClientTabs clientId={data.id} addedTabs={addedTabs} />
            <ClientFormModal opened={dialog === 'edit'} client={data} onClose={() => setDialog(null)} />
            {dialog === 'merge' ? <MergeClientModal client={data} onClose={() => setDialog(null)} /> : null}
            {dialog === 'move' ? <MoveClientModal client={data} onClose={() => setDialog(null)} /> : null}
            <ConfirmDialog
              opened={dialog === 'delete'}
              title={texts.deleteTitle}
              text={texts.deleteText}
              confirmLabel={texts.delete}
              danger
              loading={remove.isPending}
              onClose={() => setDialog(null)}
              onConfirm={() =>
                remove.mutate(data.id, {
                  onSuccess: () => {
                    showToast({ tone: 'success', message: texts.deleted });
                    void navigate(CLIENTS_PATH);
                  },
                  onError: (error) => {
                    setDialog(null);
                    handleApiError(error);
                  },
                })
              }
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
