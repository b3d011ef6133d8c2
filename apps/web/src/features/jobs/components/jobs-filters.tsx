import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { JobStage } from '@focal/contracts';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { FilterSelect } from '../../../shared/ui/filter-select';
import { IconSearch } from '../../../shared/ui/icons';
import { useJobTypes, useLeadStages } from '../../../shared/studio/lists';
import type { JobFilters } from '../api/query-keys';
import type { ListView } from '../lib/address-filters';
import { listMessages as texts, jobsMessages, statusLabels } from '../messages';

type Props = {
  kind: JobStage;
  view: ListView;
  filters: JobFilters;
  /** Sets one address setting (null clears it). */
  onChange: (key: 'q' | 'type' | 'stage' | 'status' | 'from' | 'to', value: string | null) => void;
};

/**
 * Search as you type (debounced), type, stage or status, and the main date's range; on a phone the
 * filters fold behind a button (FilterBar).
 */
export function JobsFiltersBar({ kind, view, filters, onChange }: Props) {
  const [search, setSearch] = useState(filters.search ?? '');
  const sendSearch = useDebouncedCallback((value: string) => onChange('q', value.trim() || null), 250);
  const jobTypes = useJobTypes().data ?? [];
  const stages = useLeadStages().data ?? [];
  const stateOptions =
    kind === 'lead'
      ? stages.map((s) => ({ value: s.id, label: s.name }))
      : Object.entries(statusLabels).map(([value, label]) => ({ value, label }));

  const state = kind === 'lead' ? filters.leadStageId : filters.status;
  const active = [filters.jobTypeId, view === 'list' && state, filters.from, filters.to].filter(
    Boolean,
  ).length;

  return (
    <FilterBar
      active={active}
      search={
        <TextInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', md: 240 }}
        />
      }
    >
      <FilterSelect
        label={texts.type}
        placeholder={texts.anyType}
        data={jobTypes.map((t) => ({ value: t.id, label: t.name }))}
        value={filters.jobTypeId ?? null}
        onChange={(value) => onChange('type', value)}
        clearable
        w={180}
      />
      {/* The board's columns are the stages or statuses: the filter is the list's only. */}
      {view === 'list' && (
        <FilterSelect
          label={jobsMessages[kind].status}
          placeholder={texts.anyStatus}
          data={stateOptions}
          value={state ?? null}
          onChange={(value) => onChange(kind === 'lead' ? 'stage' : 'status', value)}
          clearable
          w={180}
        />
      )}
      <TextInput
        type="date"
        label={`${texts.dateRange}: ${texts.from}`}
        value={filters.from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value || null)}
        w={170}
      />
      <TextInput
        type="date"
        label={`${texts.dateRange}: ${texts.to}`}
        value={filters.to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value || null)}
        w={170}
      />
    </FilterBar>
  );
}
