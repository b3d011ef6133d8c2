import { JOB_TYPE_COLOURS, JOB_TYPE_NAME_MAX } from '@focal/contracts/studio-list-constants';
import '../styles';
import type { JobType } from '@focal/contracts/studio-lists';
import { Input, Stack } from '@mantine/core';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { useState } from 'react';
import { useJobTypes } from '../../../shared/studio/lists';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryState } from '../../../shared/ui/query-state';
import { useCreateJobType, useReorderJobTypes } from '../api/mutations';
import { AddRow } from '../components/add-row';
import { ColourPicker } from '../components/colour-picker';
import { JobTypeRow } from '../components/job-type-row';
import { ReorderList } from '../components/reorder-list';
import { listMessages as texts } from '../messages';

/** The first palette colour no type has yet, so a new type stands out on the calendar. */
const freeColour = (types: JobType[] | undefined) =>
  JOB_TYPE_COLOURS.find((c) => !types?.some((t) => t.colour === c)) ?? JOB_TYPE_COLOURS[0];

/** Settings → Job types: add, rename, recolour, reorder and delete (or archive) the company's types. */
export function JobTypesPage() {
  const query = useJobTypes();
  const create = useCreateJobType();
  const reorder = useReorderJobTypes();
  const [colour, setColour] = useState<string | null>(null);
  const chosen = colour ?? freeColour(query.data);
  return (
    <Stack gap="lg">
      <PageHeader title={texts.jobTypes.title} description={texts.jobTypes.description} />
      <AddRow
        label={texts.jobTypes.newName}
        maxLength={JOB_TYPE_NAME_MAX}
        save={create}
        variables={(name) => ({ name, colour: chosen })}
        onAdded={() => setColour(null)}
      >
        <Input.Wrapper label={texts.jobTypes.colourLabel}>
          <div style={{ paddingTop: 6 }}>
            <ColourPicker value={chosen} label={texts.jobTypes.colourLabel} onChange={setColour} />
          </div>
        </Input.Wrapper>
      </AddRow>
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(types) =>
          types.length === 0 ? (
            <EmptyState title={texts.jobTypes.emptyTitle}>{texts.jobTypes.empty}</EmptyState>
          ) : (
            <ReorderList
              items={types}
              nameOf={(t) => t.name}
              onReorder={(ids) => reorder.mutate(ids, { onError: (e) => handleApiError(e) })}
            >
              {(type) => <JobTypeRow type={type} />}
            </ReorderList>
          )
        }
      </QueryState>
    </Stack>
  );
}
