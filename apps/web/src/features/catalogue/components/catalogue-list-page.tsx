import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { DataTable } from '../../../shared/ui/data-table';
import type { DataTableColumn } from '../../../shared/ui/data-table-column';
import { DataTableSkeleton } from '../../../shared/ui/data-table-skeleton';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconTag } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useItemAction } from '../api/item-actions';
import { type CatalogueFilters, PAGE_SIZE, useCatalogueList } from '../api/list-catalogue';
import type { CatalogueKind } from '../api/query-keys';
import { readListParams, writeListParams } from '../lib/list-params';
import { catalogueMessages as texts } from '../messages';
import { CatalogueFilters as Filters } from './catalogue-filters';
import { DeleteItemDialog } from './delete-item-dialog';
import { actionsButtonOf, type RowAction } from './row-actions-menu';
import { LoadMore } from '../../../shared/ui/load-more';

/** Typing waits this long before the list searches and the address changes. */
const SEARCH_DEBOUNCE_MS = 200;

type Row = { id: string; name: string; archivedAt: string | null };
type KindTexts = (typeof texts)['products' | 'packages'];

type Props<R extends Row> = {
  kind: CatalogueKind;
  words: KindTexts;
  /** The table's columns; `act` opens a row's edit form or runs one of its actions. */
  columns: (act: (row: R, action: RowAction) => void) => DataTableColumn<R>[];
  minWidth: number;
  /** The form, new (`row` undefined) or editing `row`; drawn only while open. */
  form: (row: R | undefined, onClose: () => void) => ReactNode;
  /** Starts loading the form's code, on hover or focus of the button that opens it. */
  warmForm: () => void;
};

/**
 * A catalogue list (products or packages): the search (as you type, kept in the address) and the
 * archived filter, the rows by name a page at a time ("Load more"), a skeleton while the first page
 * loads, an empty state that offers the first item, and each row's edit, archive or restore and
 * delete. The focus goes back to the row's actions (or the add button) when a dialog closes.
 */
export function CatalogueListPage<R extends Row>({
  kind,
  words,
  columns,
  minWidth,
  form,
  warmForm,
}: Props<R>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListParams(params), [params]);
  const [typed, setTyped] = useState(filters.q);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCatalogueList(kind, filters);
  const action = useItemAction(kind);
  const [editing, setEditing] = useState<{ row: R | undefined } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const change = (next: Partial<CatalogueFilters>) =>
    setParams(writeListParams({ ...filters, ...next }), { replace: true });
  useEffect(() => {
    if (debounced !== filters.q) change({ q: debounced });
    // Only the pause in typing changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  // After a dialog: the row's actions button if the row is still listed, else the add button.
  const focusBack = (row: R | undefined) =>
    setTimeout(() => ((row && actionsButtonOf(row.id)) || addButton.current)?.focus(), 0);
  const closeForm = () => {
    focusBack(editing?.row);
    setEditing(null);
  };
  const closeDelete = () => {
    focusBack(deleting ?? undefined);
    setDeleting(null);
  };

  const act = (row: R, what: RowAction) => {
    if (what === 'edit') return setEditing({ row });
    if (what === 'delete') return setDeleting(row);
    action.mutate(
      { action: what, id: row.id },
      {
        onSuccess: () =>
          notifySuccess(what === 'archive' ? texts.archivedToast(row.name) : texts.restoredToast(row.name)),
        onError: (error) => handleApiError(error),
      },
    );
  };

  const add = (
    <Button
      ref={addButton}
      onClick={() => setEditing({ row: undefined })}
      onPointerEnter={warmForm}
      onFocus={warmForm}
    >
      {words.add}
    </Button>
  );
  const page = {
    data: list.data?.pages,
    error: list.error,
    refetch: list.refetch,
  };
  const empty = () =>
    filters.q ? (
      <EmptyState
        title={texts.noMatchTitle(kind)}
        icon={IconTag}
        action={
          <Button variant="default" onClick={() => (setTyped(''), change({ q: '' }))}>
            {texts.clearSearch}
          </Button>
        }
      >
        {texts.noMatch}
      </EmptyState>
    ) : filters.archived === 'only' ? (
      <EmptyState title={words.emptyArchived} icon={IconTag}>
        {words.empty}
      </EmptyState>
    ) : (
      <EmptyState
        title={words.emptyTitle}
        icon={IconTag}
        action={<Button onClick={() => setEditing({ row: undefined })}>{words.add}</Button>}
      >
        {words.empty}
      </EmptyState>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={words.title} description={words.description} actions={add} />
      <Filters
        searchLabel={words.search}
        typed={typed}
        onType={setTyped}
        archived={filters.archived}
        onArchived={(archived) => change({ archived })}
      />
      <QueryState
        query={page}
        loading={
          <DataTableSkeleton
            columns={columns(() => {})}
            rows={PAGE_SIZE}
            label={texts.loading(kind)}
            minWidth={minWidth}
            cards
          />
        }
        failed={texts.failed(kind)}
        retry={texts.retry}
      >
        {(pages) => {
          // The kind's rows: a product page for products, a package page for packages.
          const rows = pages.flatMap((p) => p.rows) as unknown as R[];
          if (rows.length === 0) return empty();
          return (
            <Stack gap="sm">
              <DataTable
                columns={columns(act)}
                rows={rows}
                rowKey={(row) => row.id}
                label={words.title}
                minWidth={minWidth}
                cards
                highlightOnHover
                verticalSpacing="xs"
              />
              <LoadMore query={list} label={texts.loadMore} />
            </Stack>
          );
        }}
      </QueryState>
      {editing && form(editing.row, closeForm)}
      {deleting && <DeleteItemDialog kind={kind} item={deleting} onClose={closeDelete} />}
    </Stack>
  );
}
