import { calendarMessages } from '../../../features/calendar/messages';
import { clientsMessages } from '../../../features/clients/messages';
import { dashboardMessages } from '../../../features/dashboard/messages';
import { jobsMessages } from '../../../features/jobs/messages';
import { PageHeader } from '../../../shared/ui/page-header';

/**
 * The headers of the pages opened most often cold, in the prerendered shell (frame-shell.tsx), each
 * with the words its page draws: on a phone the page's heading is its largest text, and painted with
 * the HTML it is on the screen a second or more before the page's code and data (issue 31: LCP).
 * first-paint.js keeps the one of the address (focalShellPage) and writes the dashboard's name, kept
 * from the last bootstrap; the page's own header then takes its place, the same size.
 */
const SHELL_PAGES: { path: string; title: React.ReactNode; description?: string }[] = [
  { path: '/', title: <span data-shell-first-name>{dashboardMessages.welcome('')}</span> },
  { path: '/clients', title: clientsMessages.title, description: clientsMessages.description },
  { path: '/leads', title: jobsMessages.lead.list.title, description: jobsMessages.lead.list.description },
  { path: '/jobs', title: jobsMessages.job.list.title, description: jobsMessages.job.list.description },
  {
    path: '/calendar',
    title: calendarMessages.calendar.title,
    description: calendarMessages.calendar.description,
  },
];

export function ShellPageHeaders() {
  return SHELL_PAGES.map(({ path, title, description }) => (
    <div key={path} data-shell-page={path}>
      <PageHeader title={title} description={description} />
    </div>
  ));
}
