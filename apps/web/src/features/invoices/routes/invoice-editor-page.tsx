import { useParams } from 'react-router';
import type { JobStage } from '@focal/contracts';
import { jobBackLink } from '../../../shared/paths';
import { EmptyPage } from '../../../shared/ui/empty-page';
import { IconFileInvoice } from '../../../shared/ui/icons';
import { invoicesMessages } from '../messages';

type Props = { kind: JobStage; mode: keyof typeof invoicesMessages.editor };

/** …/{id}/invoice/new, …/{id}/invoice/{invoiceId}/update, …/{id}/quotes/{type}/{quoteId}/make-invoice. */
export function InvoiceEditorPage({ kind, mode }: Props) {
  const { id = '' } = useParams();
  return <EmptyPage {...invoicesMessages.editor[mode]} icon={IconFileInvoice} back={jobBackLink(kind, id)} />;
}
