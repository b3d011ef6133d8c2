import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { Dashboard } from '@focal/contracts/dashboard';
import { Link } from 'react-router';
import { jobPath, jobsPath } from '../../../shared/paths';
import { EmptyState } from '../../../shared/ui/empty-state';
import { IconLayoutDashboard } from '../../../shared/ui/icons';
import { waitedFor } from '../lib/time';
import { dashboardMessages as texts } from '../messages';
import { NEW_CLIENT_PATH, newJobPath } from '../lib/new-paths';
import { MoneyCard } from './money-card';
import { RecordList } from './record-list';
import { WeekSessions } from './week-sessions';

const more = (shown: number, total: number, text: (n: number) => string, to: string) =>
  total > shown ? { text: text(total - shown), to } : null;

/**
 * This week's sessions, leads waiting for a reply and jobs without a date; a studio with no lead or
 * job yet is invited to add its first client or lead instead.
 */
export function WhatsNext({ dashboard }: { dashboard: Dashboard }) {
  const { counts } = dashboard;
  const idle = counts.openLeads === 0 && counts.activeJobs === 0 && counts.thisWeek === 0;
  // A finished job's unpaid invoice still wants the card: only a studio with nothing at all is empty.
  if (idle && dashboard.money.open.count === 0) {
    return (
      <EmptyState
        title={texts.emptyTitle}
        icon={IconLayoutDashboard}
        action={
          <>
            <Button component={Link} to={NEW_CLIENT_PATH} variant="default">
              {`+ ${texts.newMenu.client}`}
            </Button>
            <Button component={Link} to={newJobPath('lead')}>
              {`+ ${texts.newMenu.lead}`}
            </Button>
          </>
        }
      >
        {texts.empty} {texts.emptyInvite}
      </EmptyState>
    );
  }
  const leads = dashboard.leadsAwaitingReply.map((lead) => ({
    id: lead.id,
    to: jobPath('lead', lead.id),
    name: lead.name,
    detail: texts.leads.waiting(waitedFor(lead.waitingSince)),
    colour: lead.jobType?.colour ?? null,
  }));
  const jobs = dashboard.jobsWithoutDate.map((job) => ({
    id: job.id,
    to: jobPath('job', job.id),
    name: job.name,
    // How long it has waited, not a date: a date here reads as the booked date it lacks.
    detail: texts.jobs.added(waitedFor(job.createdAt)),
    colour: job.jobType?.colour ?? null,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <WeekSessions dashboard={dashboard} />
      <Stack gap="lg">
        <MoneyCard money={dashboard.money} />
        <RecordList
          id="dashboard-leads"
          title={texts.leads.title}
          empty={texts.leads.empty}
          rows={leads}
          more={more(leads.length, counts.leadsAwaitingReply, texts.leads.more, jobsPath('lead'))}
        />
        <RecordList
          id="dashboard-jobs"
          title={texts.jobs.title}
          empty={texts.jobs.empty}
          rows={jobs}
          more={more(jobs.length, counts.jobsWithoutDate, texts.jobs.more, jobsPath('job'))}
        />
      </Stack>
    </SimpleGrid>
  );
}
