import { useParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { jobBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconSignature } from '../../../shared/ui/icons';
import { contractsMessages } from '../messages';

/** /jobs/view/{id}/contracts/{contractId} and the same under /leads. */
export function ContractPage({ kind }: { kind: JobStage }) {
  const { id = '' } = useParams();
  return <EmptyPage {...contractsMessages.contract} icon={IconSignature} back={jobBackLink(kind, id)} />;
}
