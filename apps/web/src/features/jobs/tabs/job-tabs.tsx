import type { JobProfile } from '@focal/contracts';
import type { ProfileTab } from '../../../shared/ui/profile-tabs';
import { profileMessages } from '../messages';
import { ActivityTab } from './activity-tab';
import { DocumentsTab } from './documents-tab';
import { EmailsTab } from './emails-tab';
import { FilesTab } from './files-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { SessionsTab } from './sessions-tab';
import { TasksTab } from './tasks-tab';

/** A tab of the job and lead profile: it is given the loaded profile. */
export type JobProfileTab = ProfileTab<{ profile: JobProfile }>;

const texts = profileMessages.tabs;

/** The jobs feature's own tabs of the profile; the first in order is the one shown without `?tab=`. */
export const jobTabs: JobProfileTab[] = [
  { id: 'overview', label: texts.overview, order: 10, Panel: OverviewTab },
  {
    id: 'sessions',
    label: texts.sessions,
    order: 20,
    count: ({ profile }) => profile.counts.sessions,
    Panel: ({ profile }) => <SessionsTab id={profile.job.id} />,
  },
  {
    id: 'documents',
    label: texts.documents,
    order: 30,
    Panel: ({ profile }) => <DocumentsTab id={profile.job.id} kind={profile.job.stage} />,
  },
  {
    id: 'tasks',
    label: texts.tasks,
    order: 40,
    count: ({ profile }) => profile.counts.openTasks,
    Panel: ({ profile }) => <TasksTab id={profile.job.id} />,
  },
  {
    id: 'emails',
    label: texts.emails,
    order: 50,
    count: ({ profile }) => profile.counts.emails,
    Panel: ({ profile }) => <EmailsTab id={profile.job.id} />,
  },
  {
    id: 'files',
    label: texts.files,
    order: 60,
    count: ({ profile }) => profile.counts.files,
    Panel: ({ profile }) => <FilesTab id={profile.job.id} />,
  },
  { id: 'notes', label: texts.notes, order: 70, Panel: ({ profile }) => <NotesTab job={profile.job} /> },
  {
    id: 'activity',
    label: texts.activity,
    order: 80,
    Panel: ({ profile }) => <ActivityTab id={profile.job.id} />,
  },
];
