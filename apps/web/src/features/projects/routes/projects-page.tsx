import type { ProjectKind } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { projectsMessages } from '../messages';

/** /jobs and /leads. */
export function ProjectsPage({ kind }: { kind: ProjectKind }) {
  const texts = projectsMessages[kind];
  return (
    <EmptyPage title={texts.title} emptyTitle={texts.emptyTitle}>
      {texts.empty}
    </EmptyPage>
  );
}
