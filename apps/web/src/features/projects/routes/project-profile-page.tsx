import { Anchor, Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { JobProfile } from '@focal/contracts';
import { isApiError } from '../../../shared/http/api-error';
import { type ProjectKind, projectsPath } from '../../../shared/paths';
import { UpgradeBanner } from '../../../shared/plan-limits/upgrade-banner';
import { readUpgradeBanner } from '../../../shared/plan-limits/upgrade-banner-data';
import { EmptyState } from '../../../shared/ui/empty-state';
import { QueryState } from '../../../shared/ui/query-state';
import { useJob } from '../api/get-job';
import { projectIcons } from '../components/projects-list';
import { ProfileHeader } from '../components/profile-header';
import { profileMessages as texts, projectsMessages } from '../messages';
import { ActivityTab } from '../tabs/activity-tab';
import { DocumentsTab } from '../tabs/documents-tab';
import { EmailsTab } from '../tabs/emails-tab';
import { FilesTab } from '../tabs/files-tab';
import { NotesTab } from '../tabs/notes-tab';
import { OverviewTab } from '../tabs/overview-tab';
import { SessionsTab } from '../tabs/sessions-tab';
import { TasksTab } from '../tabs/tasks-tab';

const TABS = ['overview', 'sessions', 'documents', 'tasks', 'emails', 'files', 'notes', 'activity'] as const;
type Tab = (typeof TABS)[number];

type Props = {
  kind: ProjectKind;
  /** Spec 01 §2.1: the profile carries the plan's upgrade banner; the app may fill this slot. */
  upgradeBanner?: ReactNode;
};

/** A tab's count beside its name, where the profile counts it. */
const tabCount = (profile: JobProfile, tab: Tab) =>
  ({
    sessions: profile.counts.sessions,
    tasks: profile.counts.openTasks,
    files: profile.counts.files,
    emails: profile.counts.emails,
  })[tab as 'sessions'];

function panel(profile: JobProfile, tab: Tab) {
  const id = profile.job.id;
  switch (tab) {
    case 'overview':
      return <OverviewTab profile={profile} />;
    case 'sessions':
      return <SessionsTab id={id} />;
    case 'documents':
      return <DocumentsTab />;
    case 'tasks':
      return <TasksTab id={id} />;
    case 'emails':
      return <EmailsTab id={id} />;
    case 'files':
      return <FilesTab id={id} />;
    case 'notes':
      return <NotesTab job={profile.job} />;
    case 'activity':
      return <ActivityTab id={id} />;
  }
}

/**
 * /jobs/view/{id} and /leads/view/{id}: one view for both kinds. A job past the plan's limit answers
 * LimitedJob, and the error catalogue sends the user to /jobs with the upgrade frame.
 */
export function ProjectProfilePage({ kind, upgradeBanner }: Props) {
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'overview';
  const query = useJob(id);
  const words = projectsMessages[kind];
  const back = (
    <Anchor component={Link} to={projectsPath(kind)} size="sm">
      {words.all}
    </Anchor>
  );

  // An id that is no record of this company (404), or no id at all (a malformed one: 400).
  if (isApiError(query.error) && [400, 404].includes(query.error.status) && !query.data) {
    return (
      <Stack gap="lg">
        {back}
        <Title order={1} size="h2">
          {words.profile.title}
        </Title>
        <EmptyState title={words.profile.emptyTitle} icon={projectIcons[kind]}>
          {words.profile.empty}
        </EmptyState>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      {!query.data && (
        <Title order={1} size="h2">
          {words.profile.title}
        </Title>
      )}
      <QueryState query={query} loading={texts.loading} failed={texts.failed} retry={texts.retry}>
        {(profile) => {
          const banner = readUpgradeBanner(profile.upgradeBanner);
          return (
            <Stack gap="lg">
              <ProfileHeader profile={profile} />
              {upgradeBanner ?? (banner && <UpgradeBanner data={banner} />)}
              <Tabs
                value={tab}
                onChange={(next) =>
                  setParams((current) => {
                    const out = new URLSearchParams(current);
                    if (!next || next === 'overview') out.delete('tab');
                    else out.set('tab', next);
                    return out;
                  })
                }
                keepMounted={false}
              >
                <Tabs.List>
                  {TABS.map((name) => {
                    const count = tabCount(profile, name);
                    return (
                      <Tabs.Tab key={name} value={name}>
                        {texts.tabs[name]}
                        {count ? ` (${count})` : ''}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
                {TABS.map((name) => (
                  <Tabs.Panel key={name} value={name} pt="md">
                    {panel(profile, name)}
                  </Tabs.Panel>
                ))}
              </Tabs>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
