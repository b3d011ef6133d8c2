import type { PortalHome } from '@focal/contracts/portal/api';
import { Text } from '@mantine/core';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { portalMessages } from '../messages';
import { HomeRow } from './home-row';
import { HomeSection } from './home-section';

const texts = portalMessages.home;

/** The client's bookings: each job's name, type and main day. */
export function JobList({ jobs }: { jobs: PortalHome['jobs'] }) {
  return (
    <HomeSection title={texts.jobs} empty={texts.noJobs} count={jobs.length}>
      {jobs.map((job) => (
        <HomeRow
          key={job.id}
          main={
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {job.name}
            </Text>
          }
          details={
            <Text size="sm" c="dimmed">
              {[job.jobType, job.mainDate ? formatCalendarDay(job.mainDate) : texts.noDate]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          }
        />
      ))}
    </HomeSection>
  );
}
