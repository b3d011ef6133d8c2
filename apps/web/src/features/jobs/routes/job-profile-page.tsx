import { Anchor, Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { isApiError } from '../../../shared/http/api-error';
import { jobsPath } from '../../../shared/paths';
import { UpgradeBanner } from '../../../shared/plan-limits/upgrade-banner';
import { readUpgradeBanner } from '../../../shared/plan-limits/upgrade-banner-data';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { tabsInOrder } from '../../../shared/ui/profile-tabs';
import { QueryState } from '../../../shared/ui/query-state';
import { useJob } from '../api/get-job';
import { jobIcons } from '../components/jobs-list';
import { ProfileHeader } from '../components/profile-header';
import { profileMessages as texts, jobsMessages } from '../messages';
import { type JobProfileTab, jobTabs } from '../tabs/job-tabs';

type Props = {
  kind: JobStage;
  /** The tabs other features add (app/profile-tabs.ts), shown among the profile's own. */
  addedTabs?: readonly JobProfileTab[];
  /** Spec 01 §2.1: the profile carries the plan's upgrade banner; the app may fill this slot. */
  upgradeBanner?: ReactNode;
};

/**
 * /jobs/view/{id} and /leads/view/{id}: one view for both kinds. A job past the plan's limit answers
 * LimitedJob, and the error catalogue sends the user to /jobs with the upgrade frame.
 */
export function JobProfilePage({ kind, addedTabs = [], upgradeBanner }: Props) {
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const tabs = tabsInOrder([...jobTabs, ...addedTabs]);
  // The first tab is the one without `?tab=` in the address.
  const first = tabs[0]?.id;
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.id === asked) ? asked : first;
  const query = useJob(id);
  const words = jobsMessages[kind];
  const back = (
    <Anchor component={Link} to={jobsPath(kind)} size="sm">
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
        <EmptyState title={words.profile.emptyTitle} icon={jobIcons[kind]}>
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
                    if (!next || next === first) out.delete('tab');
                    else out.set('tab', next);
                    return out;
                  })
                }
                keepMounted={false}
              >
                <Tabs.List>
                  {tabs.map(({ id: name, label, count }) => {
                    const n = count?.({ profile });
                    return (
                      <Tabs.Tab key={name} value={name}>
                        {label}
                        {n ? ` (${n})` : ''}
                      </Tabs.Tab>
                    );
                  })}
                </Tabs.List>
                {tabs.map(({ id: name, Panel }) => (
                  <Tabs.Panel key={name} value={name} pt="md">
                    <Suspense fallback={<LoadingStatus label={texts.loading} />}>
                      <Panel profile={profile} />
                    </Suspense>
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
