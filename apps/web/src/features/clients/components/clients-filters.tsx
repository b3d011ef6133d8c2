import { Checkbox, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { IconSearch } from '../../../shared/ui/icons';
import { clientFacetsQuery } from '../api/client-facets';
import { type ListParams, SORT_KEYS, type SortKey } from '../lib/list-params';
import { clientsMessages } from '../messages';
import { FilterSelect } from '../../../shared/ui/filter-select';

const texts = clientsMessages.filters;

type Props = {
  typed: string;
  onType: (text: string) => void;
  list: ListParams;
  onChange: (next: Partial<ListParams>) => void;
};

/**
 * The search box (as you type) and the filters: tag, lead source, open balance, archived, sort;
 * on a phone the filters fold behind a button (FilterBar).
 * Memoised: the page's other updates (its rows arriving, a selection) leave them as they are.
 */
export const ClientsFilters = memo(function ClientsFilters({ typed, onType, list, onChange }: Props) {
  // The tags and lead sources (counted over every client: the dearest query of the page) are asked
  // for when a filter is opened or focused, not with the list: the rows come first.
  const [wanted, setWanted] = useState(false);
  const facets = useQuery({ ...clientFacetsQuery(), enabled: wanted }).data;
  const want = { onDropdownOpen: () => setWanted(true), onFocus: () => setWanted(true) };
  // Mantine keeps a closed select's list in the page (hidden), and floating-ui positions each one
  // as it mounts, a forced style pass apiece; the lists are drawn when opened instead.
  const closed = { comboboxProps: { keepMounted: false } };
  // The address's filter is a choice before the counts arrive, so the select shows it at once.
  const choices = (values: { value: string; count: number }[] | undefined, current: string) => {
    const known = (values ?? []).map(({ value, count }) => ({ value, label: `${value} (${count})` }));
    return current && !known.some((c) => c.value === current)
      ? [{ value: current, label: current }, ...known]
      : known;
  };
  // The sort is not a filter: it narrows nothing, so the Filters button does not count it.
  const active = [list.tag, list.leadSource, list.hasOpenBalance, list.showArchived].filter(Boolean).length;
  return (
    <FilterBar
      active={active}
      search={
        <TextInput
          type="search"
          label={clientsMessages.search}
          placeholder={clientsMessages.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden focusable={false} />}
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
          w={{ base: '100%', md: 280 }}
        />
      }
    >
      <FilterSelect
        label={texts.tag}
        placeholder={texts.any}
        data={choices(facets?.tags, list.tag)}
        {...want}
        value={list.tag || null}
        onChange={(tag) => onChange({ tag: tag ?? '' })}
        clearable
        searchable
        w={180}
        {...closed}
      />
      <FilterSelect
        label={texts.leadSource}
        placeholder={texts.any}
        data={choices(facets?.leadSources, list.leadSource)}
        {...want}
        value={list.leadSource || null}
        onChange={(leadSource) => onChange({ leadSource: leadSource ?? '' })}
        clearable
        searchable
        w={180}
        {...closed}
      />
      <FilterSelect
        label={texts.sort}
        data={SORT_KEYS.map((key) => ({ value: key, label: texts.sorts[key] }))}
        value={list.sort}
        onChange={(sort) => onChange({ sort: (sort ?? 'name-asc') as SortKey })}
        allowDeselect={false}
        w={170}
        {...closed}
      />
      <Checkbox
        label={texts.hasOpenBalance}
        checked={list.hasOpenBalance}
        onChange={(event) => onChange({ hasOpenBalance: event.currentTarget.checked })}
        mb={8}
      />
      <Checkbox
        label={texts.showArchived}
        checked={list.showArchived}
        onChange={(event) => onChange({ showArchived: event.currentTarget.checked })}
        mb={8}
      />
    </FilterBar>
  );
});
