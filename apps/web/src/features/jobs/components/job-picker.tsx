import '@mantine/core/styles/Combobox.css';
import { ComboboxChevron, Select, TextInput } from '@mantine/core';
import type { JobStage } from '@focal/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { jobSearchQuery } from '../api/search-jobs';
import { jobPickerMessages as texts } from '../picker-messages';

export type PickedJob = { id: string; name: string; stage: JobStage };

type Props = {
  value: PickedJob | null;
  onChange: (value: PickedJob | null) => void;
  label?: string;
  error?: string | undefined;
};

/**
 * Search the company's leads and jobs as you type (the list route's search: the record's name or a
 * client's; a consultation is about a lead as often as a shoot is about a job) and pick one, with the
 * keyboard or the mouse; cleared, there is none. The answers are grouped, leads then jobs. The server
 * filters, so the Select's own filter lets every answer through.
 */
export function JobPicker({ value, onChange, label = texts.label, error }: Props) {
  const companyId = useBootstrap().authorizedCompany.id;
  const [search, setSearch] = useState(value?.name ?? '');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState<'keyboard' | 'pointer'>();
  const [typed] = useDebouncedValue(search.trim(), 200);
  // The picked job's name in the box is not a search: the dropdown then offers every job.
  const q = value && typed === value.name ? '' : typed;
  const leads = useQuery({ ...jobSearchQuery(companyId, 'lead', q), enabled: opened });
  const jobs = useQuery({ ...jobSearchQuery(companyId, 'job', q), enabled: opened });
  const found = new Map<string, PickedJob>();
  if (value) found.set(value.id, value);
  for (const job of [...(leads.data?.items ?? []), ...(jobs.data?.items ?? [])])
    found.set(job.id, { id: job.id, name: job.name, stage: job.stage });
  const group = (stage: JobStage) => ({
    group: stage === 'lead' ? texts.leads : texts.jobs,
    items: [...found.values()]
      .filter((job) => job.stage === stage)
      .map((job) => ({ value: job.id, label: job.name })),
  });

  // Mantine's Select (a popover that measures the page when it mounts) comes with the first focus or
  // click: until then, while nothing is picked, a read-only field of the same look, so a picker in a
  // list's filters costs a page opening no more than a text field (issue 31: TBT on a phone).
  if (!value && !wanted)
    return (
      <TextInput
        label={label}
        placeholder={texts.placeholder}
        value=""
        readOnly
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        error={error}
        rightSection={<ComboboxChevron />}
        rightSectionPointerEvents="none"
        onFocus={() => setWanted((already) => already ?? 'keyboard')}
        // The Select takes its place once the click is over (as shared/ui/filter-select.tsx's).
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          setWanted((already) => already ?? 'pointer');
          setOpened(true);
        }}
      />
    );

  return (
    <Select
      autoFocus={wanted !== undefined}
      defaultDropdownOpened={wanted === 'pointer'}
      label={label}
      placeholder={texts.placeholder}
      searchable
      clearable
      value={value?.id ?? null}
      data={[group('lead'), group('job')].filter((g) => g.items.length > 0)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={leads.isFetching || jobs.isFetching ? texts.searching : texts.nothingFound}
      onDropdownOpen={() => setOpened(true)}
      onChange={(id) => onChange(id ? (found.get(id) ?? null) : null)}
      error={error}
    />
  );
}
