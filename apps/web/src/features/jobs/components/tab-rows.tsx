import { Button, Group, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { notifySuccess } from '../../../shared/toasts/toasts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { type QueryResult, QueryState } from '../../../shared/ui/query-state';
import { profileMessages } from '../messages';

type Props<D, R> = {
  query: QueryResult<D>;
  /** The rows in what the query loaded. */
  rows: (data: D) => R[];
  /** What the tab says when it has no rows. */
  empty: string;
  children: (rows: R[]) => ReactNode;
};

/** A profile tab's rows: the profile's loading and failed states, its words when empty, else the rows. */
export function TabRows<D, R>({ query, rows, empty, children }: Props<D, R>) {
  return (
    <QueryState
      query={query}
      loading={profileMessages.loading}
      failed={profileMessages.failed}
      retry={profileMessages.retry}
    >
      {(data) => {
        const list = rows(data);
        return list.length === 0 ? <Text c="dimmed">{empty}</Text> : children(list);
      }}
    </QueryState>
  );
}

/** `loading`: the action runs (its button spins and takes no second click). */
type Action = { label: string; onClick: () => void; danger?: boolean; loading?: boolean };

/** A row's buttons at its end, each named with the row's name for a screen reader ("Delete a.pdf"). */
export function RowActions({ name, actions }: { name: string; actions: Action[] }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {actions.map(({ label, onClick, danger, loading }) => (
        <Button
          key={label}
          variant="subtle"
          color={danger ? 'red' : undefined}
          size="compact-sm"
          aria-label={`${label} ${name}`}
          loading={loading}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

type DeleteProps = {
  /** The row to delete, or null while none is asked about. */
  row: { id: string } | null;
  remove: Pick<UseMutationResult<unknown, Error, string>, 'isPending' | 'mutate'>;
  texts: { title: string; text: string; confirm: string; done: string };
  onClose: () => void;
};

/** Asks before deleting a tab's row; says so when it is gone, or the server's words when not. */
export function DeleteRowDialog({ row, remove, texts, onClose }: DeleteProps) {
  return (
    <ConfirmDialog
      opened={row !== null}
      title={texts.title}
      text={texts.text}
      confirmLabel={texts.confirm}
      danger
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        row &&
        remove.mutate(row.id, {
          onSuccess: () => notifySuccess(texts.done),
          onError: (error) => handleApiError(error),
          onSettled: onClose,
        })
      }
    />
  );
}
