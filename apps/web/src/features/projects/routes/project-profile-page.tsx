import type { ReactNode } from 'react';
import { type ProjectKind, projectsPath } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconBriefcase, IconTargetArrow } from '../../../shared/ui/icons';
import { projectsMessages } from '../messages';

const projectIcons = { lead: IconTargetArrow, job: IconBriefcase } as const;

type Props = {
  kind: ProjectKind;
  /** Spec 01 §2.1: the profile carries the plan's upgrade banner; the app fills this slot. */
  upgradeBanner?: ReactNode;
};

/** /jobs/view/{id} and /leads/view/{id}: one view for both kinds. */
export function ProjectProfilePage({ kind, upgradeBanner }: Props) {
  const texts = projectsMessages[kind];
  return (
    <EmptyPage
      {...texts.profile}
      icon={projectIcons[kind]}
      back={{ to: projectsPath(kind), label: texts.all }}
      before={upgradeBanner}
    />
  );
}
