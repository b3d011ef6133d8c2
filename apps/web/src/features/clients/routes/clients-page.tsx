import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { showToast } from '../../../shared/toasts/toasts';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconUsers } from '../../../shared/ui/icons';
import { loadOnApproach } from '../../../shared/ui/lazy-menu';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useExportClients } from '../api/export-clients';
import { listClientsQuery } from '../api/list-clients';
import { ClientsFilters } from '../components/clients-filters';
import { ClientsTable } from '../components/clients-table';
import { ClientsTableSkeleton } from '../components/clients-table-skeleton';
import { Pager } from '../components/pager';
import { hasFilters, type ListParams, readListParams, toFilters, writeListParams } from '../lib/list-params';
import { clientPath } from '../../../shared/paths';
import { clientsMessages as texts } from '../messages';

// What the list does not draw until asked (the form with its address field, tags and the contracts'
// checks; the import; the bulk bar) loads when opened, so the page's chunk holds the list alone.
// The buttons start the download on hover or focus, before the click.
const loadForm = () => import('../components/client-form-modal');
const loadImport = () => import('../components/import-clients-modal');
const ClientFormModal = lazy(() => loadForm().then((m) => ({ default: m.ClientFormModal })));
const ImportClientsModal = lazy(() => loadImport().then((m) => ({ default: m.ImportClientsModal })));
const BulkTagBar = lazy(() => import('../components/bulk-tag-bar').then((m) => ({ default: m.BulkTagBar })));

const PAGE_SIZE = 25;
/** Typing waits this long before the list searches and the address changes. */
const SEARCH_DEBOUNCE_MS = 200;

/** /clients: search as you type, filters and sort in the address, one page of rows at a time (keyset: Next / Previous). */
export function ClientsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListParams(params), [params]);
  const [typed, setTyped] = useState(list.q);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The cursors of the pages before this one: Previous pops one (a keyset list has no page numbers).
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<'new' | 'import' | null>(params.get('new') === '1' ? 'new' : null);
  const filters = useMemo(() => toFilters(list), [list]);
  const cursor = cursors.at(-1);
  const query = useQuery(listClientsQuery({ ...filters, limit: PAGE_SIZE, ...(cursor && { cursor }) }));
  // The rows are drawn in a deferred render, in slices that leave the browser free between them,
  // not in one long task as the answer arrives (a page of rows is a few hundred components).
  const page = { data: useDeferredValue(query.data), error: query.error, refetch: query.refetch };
  const exporting = useExportClients();

  // Stable between the list's own updates, so the filters (three selects) are not drawn again then.
  const change = useCallback(
    (next: Partial<ListParams>) => {
      setParams(writeListParams({ ...list, ...next }), { replace: true });
      setCursors([]);
      setSelected(new Set());
    },
    [list, setParams],
  );
  useEffect(() => {
    if (debounced !== list.q) change({ q: debounced });
    // Only the pause in typing changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const exportCsv = () =>
    exporting.mutate(filters, {
      onSuccess: () => showToast({ tone: 'success', message: texts.exported }),
      onError: (error) => handleApiError(error),
    });

  return (
    <Stack gap="lg">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={exportCsv} loading={exporting.isPending}>
              {texts.exportCsv}
            </Button>
            <Button variant="default" onClick={() => setModal('import')} {...loadOnApproach(loadImport)}>
              {texts.importCsv}
            </Button>
            <Button onClick={() => setModal('new')} {...loadOnApproach(loadForm)}>
              {texts.newClient}
            </Button>
          </Group>
        }
      />
      <ClientsFilters typed={typed} onType={setTyped} list={list} onChange={change} />
      {selected.size > 0 ? (
        <Suspense fallback={null}>
          <BulkTagBar ids={[...selected]} onDone={() => setSelected(new Set())} />
        </Suspense>
      ) : null}
      <QueryState query={page} loading={<ClientsTableSkeleton />} failed={texts.failed} retry={texts.retry}>
        {(data) =>
          data.rows.length === 0 && cursors.length === 0 ? (
            hasFilters(list) ? (
              <EmptyState
                title={texts.noMatchTitle}
                icon={IconUsers}
                action={
                  <Button
                    variant="default"
                    onClick={() => {
                      setTyped('');
                      setParams({}, { replace: true });
                    }}
                  >
                    {texts.clearFilters}
                  </Button>
                }
              >
                {texts.noMatch}
              </EmptyState>
            ) : (
              <EmptyState
                title={texts.emptyTitle}
                icon={IconUsers}
                action={
                  <Group gap="xs" justify="center">
                    <Button onClick={() => setModal('new')}>{texts.newClient}</Button>
                    <Button variant="default" onClick={() => setModal('import')}>
                      {texts.importCsv}
                    </Button>
                  </Group>
                }
              >
                {texts.empty}
              </EmptyState>
            )
          ) : (
            <Stack gap="sm">
              <ClientsTable rows={data.rows} selected={selected} onSelect={select} />
              <Pager
                page={cursors.length + 1}
                onPrevious={cursors.length > 0 ? () => setCursors((c) => c.slice(0, -1)) : undefined}
                onNext={data.nextCursor ? () => setCursors((c) => [...c, data.nextCursor!]) : undefined}
              />
            </Stack>
          )
        }
      </QueryState>
      <Suspense fallback={null}>
        {modal === 'new' ? (
          <ClientFormModal
            opened
            onClose={() => setModal(null)}
            onSaved={(client) => void navigate(clientPath(client.id))}
          />
        ) : null}
        {modal === 'import' ? <ImportClientsModal opened onClose={() => setModal(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
