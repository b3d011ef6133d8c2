import type { ProjectKind } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconBriefcase, IconTargetArrow } from '../../../shared/ui/icons';
import { projectsMessages } from '../messages';

const projectIcons = { lead: IconTargetArrow, job: IconBriefcase } as const;

/** /jobs and /leads. */
export const ProjectsPage = ({ kind }: { kind: ProjectKind }) => (
  <EmptyPage {...projectsMessages[kind].list} icon={projectIcons[kind]} />
);
