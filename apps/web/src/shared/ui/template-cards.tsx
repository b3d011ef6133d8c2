import { ActionIcon, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { handleApiError } from '../errors/handle-api-error';
import { notifySuccess } from '../toasts/toasts';
import { ConfirmDialog } from './confirm-dialog';
import { IconCopy, IconPencil, IconTrash } from './icons';

type Template = { id: string; name: string };
/** A write on one template by its id. */
type ById<TData> = UseMutationResult<TData, Error, string>;

type Texts = {
  /** The list's accessible name. */
  list: string;
  edit: (name: string) => string;
  delete: (name: string) => string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  deleteConfirm: string;
  deleted: (name: string) => string;
};
type DuplicateTexts = { duplicate: (name: string) => string; duplicated: (name: string) => string };

type Props<T extends Template> = {
  rows: T[];
  /** Drawn instead of the list when there are no templates. */
  empty: ReactNode;
  /** The dimmed line under a template's name, if any. */
  detail: (template: T) => string | null;
  /** A template opens on its own page (its name and pencil are links to it), or in the page's dialog. */
  open: { href: (id: string) => string } | { onEdit: (template: T) => void; warm?: () => void };
  texts: Texts;
  /** Where the page offers it: a copy made on the server, named by it. */
  duplicate?: { mutation: ById<{ name: string }>; texts: DuplicateTexts };
  remove: ById<unknown>;
  /** After the delete question closes, answered or cancelled (e.g. to move the focus back to Add). */
  onDeleteClosed?: () => void;
};

/**
 * A settings page's templates as cards: the name, a line about it, and icons to open, duplicate
 * (where the page offers it) and delete after asking; a toast says what each write did.
 */
export function TemplateCards<T extends Template>({
  rows,
  empty,
  detail,
  open,
  texts,
  duplicate,
  remove,
  onDeleteClosed,
}: Props<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const closeDelete = () => (setDeleting(null), onDeleteClosed?.());

  const copy = (template: T, { mutation, texts: words }: NonNullable<typeof duplicate>) =>
    mutation.mutate(template.id, {
      onSuccess: (made) => notifySuccess(words.duplicated(made.name)),
      onError: (error) => handleApiError(error),
    });
  const confirmDelete = (template: T) =>
    remove.mutate(template.id, {
      onSuccess: () => notifySuccess(texts.deleted(template.name)),
      onError: (error) => handleApiError(error),
      onSettled: closeDelete,
    });
  const href = 'href' in open ? open.href : undefined;

  return (
    <>
      {rows.length === 0 ? (
        empty
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={texts.list} style={{ listStyle: 'none' }}>
          {rows.map((template) => {
            const line = detail(template);
            return (
              <Card component="li" withBorder padding="md" key={template.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    {href ? (
                      <Anchor component={Link} to={href(template.id)} fw={600}>
                        {template.name}
                      </Anchor>
                    ) : (
                      <Text fw={600}>{template.name}</Text>
                    )}
                    {line !== null && (
                      <Text size="sm" c="dimmed">
                        {line}
                      </Text>
                    )}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    {'href' in open ? (
                      <ActionIcon
                        component={Link}
                        to={open.href(template.id)}
                        variant="subtle"
                        color="gray"
                        aria-label={texts.edit(template.name)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    ) : (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={texts.edit(template.name)}
                        onPointerEnter={open.warm}
                        onFocus={open.warm}
                        onClick={() => open.onEdit(template)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    )}
                    {duplicate && (
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={duplicate.texts.duplicate(template.name)}
                        loading={duplicate.mutation.isPending && duplicate.mutation.variables === template.id}
                        onClick={() => copy(template, duplicate)}
                      >
                        <IconCopy size={18} />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={texts.delete(template.name)}
                      onClick={() => setDeleting(template)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={texts.deleteTitle}
        text={deleting ? texts.deleteText(deleting.name) : ''}
        confirmLabel={texts.deleteConfirm}
        danger
        loading={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={closeDelete}
      />
    </>
  );
}
