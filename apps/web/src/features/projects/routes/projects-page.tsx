import type { ProjectKind } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { projectsMessages } from '../messages';

/** /jobs and /leads. */
export const ProjectsPage = ({ kind }: { kind: ProjectKind }) => (
  <EmptyPage {...projectsMessages[kind].list} />
);
