import { useParams } from 'react-router';
import { Waiting } from '../../../shared/ui/waiting';
import { publicCreditNotePdfUrl, publicDocumentPdfUrl, usePublicDocument } from '../api/get-public-document';
import { DocumentFailed } from '../components/document-failed';
import { DocumentFrame } from '../components/document-frame';
import { InvoiceView } from '../components/invoice-view';
import { QuoteView } from '../components/quote-view';
import { documentMessages as texts } from '../messages';

/**
 * /d/{token}: the one quote or invoice a studio's mail links to, read-only, without a session or
 * the app's frame, under the studio's name. A link that opens nothing says so; a failed load can
 * be tried again.
 */
export function DocumentPage() {
  const token = useParams().token ?? '';
  const document = usePublicDocument(token);

  if (document.isError)
    return <DocumentFailed error={document.error} onRetry={() => void document.refetch()} />;
  if (!document.data) return <Waiting text={texts.loading} />;

  const data = document.data;
  return (
    <DocumentFrame studio={data.seller.name} pdfUrl={publicDocumentPdfUrl(token)}>
      {data.kind === 'quote' ? (
        <QuoteView quote={data} />
      ) : (
        <InvoiceView invoice={data} creditNotePdfUrl={(noteId) => publicCreditNotePdfUrl(token, noteId)} />
      )}
    </DocumentFrame>
  );
}
