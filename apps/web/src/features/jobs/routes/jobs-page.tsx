import { Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { PageHeader } from '../../../shared/ui/page-header';
import { SegmentedControl } from '../../../shared/ui/segmented-control';
import { Waiting } from '../../../shared/ui/waiting';
import { JobsFiltersBar } from '../components/jobs-filters';
import { JobsList } from '../components/jobs-list';
import { filtersOf, type ListView, viewOf, withParam } from '../lib/address-filters';
import { listMessages as texts, jobsMessages } from '../messages';

// dnd-kit reaches the page only with the board (its own chunk); the new-job form (its fields, pickers
// and schemas: half the page's code) only once opened.
const JobsBoard = lazy(() => import('../components/jobs-board'));
const NewJobModal = lazy(() =>
  import('../components/new-job-modal').then((m) => ({ default: m.NewJobModal })),
);

/**
 * /jobs and /leads: a list or a board (?view=board), filtered by the address's settings. ?new=1
 * opens "+ New lead" / "+ New job" (the dashboard's quick '+ New' links there), with &client=<id> for that
 * client (a client profile's empty leads and jobs).
 */
export function JobsPage({ kind }: { kind: JobStage }) {
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const filters = filtersOf(params);
  const words = jobsMessages[kind];
  const set = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { replace: key === 'q' });
  const openNew = () => set('new', '1');

  return (
    <Stack gap="lg">
      <PageHeader
        title={words.list.title}
        description={words.list.description}
        actions={
          <Group gap="sm">
            <SegmentedControl
              aria-label={texts.viewLabel}
              value={view}
              onChange={(value) => set('view', value === 'board' ? 'board' : null)}
              data={(['list', 'board'] as ListView[]).map((v) => ({ value: v, label: texts.views[v] }))}
            />
            <Button onClick={openNew}>{words.add}</Button>
          </Group>
        }
      />
      <JobsFiltersBar kind={kind} view={view} filters={filters} onChange={set} />
      {view === 'board' ? (
        <Suspense fallback={<Waiting text={texts.loading} />}>
          <JobsBoard kind={kind} filters={filters} />
        </Suspense>
      ) : (
        <JobsList kind={kind} filters={filters} onNew={openNew} />
      )}
      {params.get('new') === '1' && (
        <Suspense fallback={null}>
          <NewJobModal
            kind={kind}
            opened
            clientId={params.get('client')}
            onClose={() => setParams((current) => withParam(withParam(current, 'new', null), 'client', null))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
