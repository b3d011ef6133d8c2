import { Box } from '@mantine/core';
import { useState } from 'react';
import { JobPicker, type PickedJob } from '../../jobs';
import { useFilteredJob } from '../api/get-job-name';
import { paymentsMessages } from '../messages';

const texts = paymentsMessages.paid.filters;

type Props = { jobId: string | undefined; onChange: (jobId: string | null) => void };

/**
 * The lead or job filter: the jobs' picker. The address keeps the record's id; its name comes with
 * the pick, or after a reload (or a link with ?job=) from the record itself.
 */
export function JobFilter({ jobId, onChange }: Props) {
  const [picked, setPicked] = useState<PickedJob | null>(null);
  const known = picked && picked.id === jobId ? picked : null;
  const job = useFilteredJob(jobId ?? '', Boolean(jobId) && !known);
  const fallback = job.isError ? texts.unknownJob : texts.jobLoading;
  const value = jobId ? (known ?? job.data ?? { id: jobId, name: fallback, stage: 'job' as const }) : null;
  return (
    <Box w={{ base: '100%', md: 260 }}>
      {/* The picker keeps the name it started with in its box: a name read later starts it afresh. */}
      <JobPicker
        key={value?.name ?? ''}
        label={texts.job}
        value={value}
        onChange={(next) => {
          setPicked(next);
          onChange(next?.id ?? null);
        }}
      />
    </Box>
  );
}
