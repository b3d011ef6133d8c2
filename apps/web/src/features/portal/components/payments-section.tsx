import { fillPath } from '@focal/contracts/session-routes';
import { PortalRoutes } from '@focal/contracts/portal/routes';
import { PAYMENT_METHOD_WORDS, receiptFileName } from '@focal/contracts/invoices/receipts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCalendarDay } from '../../../shared/format/format-date';
import { formatMoney } from '../../../shared/format/format-money';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { QueryState } from '../../../shared/ui/query-state';
import { portalQueries } from '../api/portal-queries';
import { portalMessages } from '../messages';
import { HomeRow } from './home-row';
import { HomeSection } from './home-section';
import { PdfLink } from './pdf-link';
import { usePortalScope } from './portal-scope';

const texts = portalMessages.payments;

type Props = { id: string; invoiceNumber: string; currency: string };

/**
 * The invoice's payments, oldest first: the day, how it was paid, the amount and its receipt, named
 * as the server numbers it (the nth payment's). Nothing while the invoice has none; a spinner while
 * they load (said to screen readers), and the server's words with a retry when they could not be.
 */
export function PaymentsSection({ id, invoiceNumber, currency }: Props) {
  const scope = usePortalScope();
  const payments = useQuery(portalQueries.payments(scope, id));
  return (
    <QueryState
      query={payments}
      loading={<LoadingStatus label={texts.loading} py="md" />}
      failed={texts.failed}
      retry={portalMessages.retry}
    >
      {({ rows }) =>
        rows.length > 0 && (
          <HomeSection title={texts.title} empty="" count={rows.length}>
            {rows.map((payment, index) => {
              const day = formatCalendarDay(payment.receivedOn);
              const amount = formatMoney(payment.amountMinor, currency);
              const href = fillPath(PortalRoutes.getPortalPaymentReceipt.path, {
                companyId: scope.companyId,
                id: payment.id,
              });
              return (
                <HomeRow
                  key={payment.id}
                  main={<Text fw={600}>{texts.paidOn(day)}</Text>}
                  details={
                    <Text size="sm" c="dimmed">
                      {PAYMENT_METHOD_WORDS[payment.method]}
                    </Text>
                  }
                  figures={
                    <>
                      <Text fw={600}>{amount}</Text>
                      <PdfLink
                        href={href}
                        name={receiptFileName(invoiceNumber, index + 1)}
                        label={texts.receiptLabel(amount, day)}
                        text={texts.receipt}
                      />
                    </>
                  }
                />
              );
            })}
          </HomeSection>
        )
      }
    </QueryState>
  );
}
