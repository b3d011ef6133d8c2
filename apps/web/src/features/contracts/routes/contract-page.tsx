import { useParams } from 'react-router';
import { type ProjectKind, projectBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconSignature } from '../../../shared/ui/icons';
import { contractsMessages } from '../messages';

/** /jobs/view/{id}/contracts/{contractId} and the same under /leads. */
export function ContractPage({ kind }: { kind: ProjectKind }) {
  const { id = '' } = useParams();
  return <EmptyPage {...contractsMessages.contract} icon={IconSignature} back={projectBackLink(kind, id)} />;
}
