import { Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Section } from '../../../shared/ui/section';
import { OwnerOnlyNote } from './owner-only';
import { SectionQuery } from './section-query';

type Props<T> = {
  title: string;
  /** One dimmed line under the heading: what the section is for. */
  intro: string;
  query: ComponentProps<typeof SectionQuery<T>>['query'];
  /** Lines of the skeleton while it loads, about the section's height. */
  lines?: number;
  /** A section the user may read but not change (the owner's): says so under the intro. */
  readOnly?: boolean;
  children: (data: T) => ReactNode;
};

/** A section of the page loaded from its supplied GET: heading, intro, then SectionQuery's states. */
export function SettingsSection<T>({ title, intro, query, lines, readOnly, children }: Props<T>) {
  return (
    <Section title={title}>
      <Text size="sm" c="dimmed" mb="sm">
        {intro}
      </Text>
      {readOnly && <OwnerOnlyNote />}
      <SectionQuery query={query} lines={lines}>
        {children}
      </SectionQuery>
    </Section>
  );
}
