import { Input, TextInput } from '@mantine/core';
import { FilterBar } from '../../../shared/ui/filter-bar';
import { IconSearch } from '../../../shared/ui/icons';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import type { ArchivedFilter } from '../api/list-catalogue';
import { ARCHIVED_FILTERS } from '../lib/list-params';
import { catalogueMessages as texts } from '../messages';

type Props = {
  searchLabel: string;
  typed: string;
  onType: (text: string) => void;
  archived: ArchivedFilter;
  onArchived: (archived: ArchivedFilter) => void;
};

/** The search box (as you type) and which items to show: current, archived or all. */
export function CatalogueFilters({ searchLabel, typed, onType, archived, onArchived }: Props) {
  return (
    <FilterBar
      active={archived === 'exclude' ? 0 : 1}
      search={
        <TextInput
          type="search"
          label={searchLabel}
          placeholder={texts.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden focusable={false} />}
          value={typed}
          onChange={(event) => onType(event.currentTarget.value)}
          w={{ base: '100%', md: 280 }}
          maxLength={100}
        />
      }
    >
      <Input.Wrapper label={texts.show} labelElement="div">
        <SegmentedControl
          aria-label={texts.show}
          value={archived}
          onChange={(value) => onArchived(value as ArchivedFilter)}
          data={ARCHIVED_FILTERS.map((value) => ({ value, label: texts.archivedFilter[value] }))}
        />
      </Input.Wrapper>
    </FilterBar>
  );
}
