import { Anchor, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';
import type { Icon } from './icons';
import { PageHeader } from './page-header';

/** A page's words: its title (and the line under it), and the empty state's heading and text. */
export type EmptyPageTexts = {
  title: string;
  description?: string;
  emptyTitle: string;
  /** What will appear here, and how it gets here: no made-up data, no stand-in buttons. */
  empty: string;
};

type Props = EmptyPageTexts & {
  /** Content above the empty state (e.g. a banner slot). */
  before?: ReactNode;
  back?: { to: string; label: string };
  /** The empty state's icon: what the page holds. */
  icon?: Icon;
};

/** A page of the signed-in area whose content is not there yet, saying so plainly. */
export function EmptyPage({ title, description, emptyTitle, empty, before, back, icon }: Props) {
  return (
    <Stack gap="lg">
      {back && (
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      )}
      <PageHeader title={title} description={description} />
      {before}
      <EmptyState title={emptyTitle} icon={icon}>
        {empty}
      </EmptyState>
    </Stack>
  );
}
