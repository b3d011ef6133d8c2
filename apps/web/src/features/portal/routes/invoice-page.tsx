import { fillPath } from '@focal/contracts/session-routes';
import { PortalRoutes } from '@focal/contracts/portal/routes';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../shared/ui/query-state';
import { InvoiceView } from '../../documents';
import { portalQueries } from '../api/portal-queries';
import { DocumentBar } from '../components/document-bar';
import { isPayable, PayBar } from '../components/pay-bar';
import { PaymentsSection } from '../components/payments-section';
import { PdfLink } from '../components/pdf-link';
import { usePortalScope } from '../components/portal-scope';
import { checkoutMessages as checkoutTexts } from '../checkout-messages';
import { useCheckoutReturn } from '../lib/use-checkout-return';
import { useSignInWhenNeeded } from '../lib/use-sign-in-when-needed';
import { portalMessages as texts } from '../messages';

/**
 * An issued invoice of the client's: the documents feature's view (schedule, paid, credit notes),
 * its PDF and each credit note's through the portal's session, its payments with their receipts,
 * and under them the balance to pay by card (or, back from Stripe's page, that payment's news).
 */
export function InvoicePage() {
  const scope = usePortalScope();
  const id = useParams().id ?? '';
  const invoice = useQuery(portalQueries.invoice(scope, id));
  const leaving = useSignInWhenNeeded(invoice.error);
  const checkout = useCheckoutReturn(scope, id);
  const params = { companyId: scope.companyId, id };
  const pdf = fillPath(PortalRoutes.getPortalInvoicePdf.path, params);
  const notePdf = (noteId: string) =>
    fillPath(PortalRoutes.getPortalCreditNotePdf.path, { ...params, noteId });
  if (leaving) return null;
  return (
    <>
      <DocumentBar pdf={invoice.data && <PdfLink href={pdf} name={`${invoice.data.number}.pdf`} />} />
      <QueryState
        query={invoice}
        loading={texts.invoice.loading}
        failed={texts.invoice.failed}
        retry={texts.retry}
      >
        {(data) => (
          <>
            <InvoiceView invoice={data} creditNotePdfUrl={notePdf} />
            <PaymentsSection id={id} invoiceNumber={data.number} currency={data.currency} />
            {checkout && (
              <Alert color="blue" role="status">
                {checkout === 'confirming' ? checkoutTexts.confirming : checkoutTexts.stillConfirming}
              </Alert>
            )}
            {isPayable(data) && !checkout && <PayBar invoice={data} id={id} />}
          </>
        )}
      </QueryState>
    </>
  );
}
