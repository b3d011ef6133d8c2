import { randomUUID } from 'node:crypto';
import { ApiRoutes as R, fillPath, SANDBOX_TEST_CARDS } from '@focal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect } from 'vitest';
import { cardPayments, mailOutbox } from '../../db/schema.ts';
import { it } from '../../test/api-test.ts';
import { profileOf, studio } from '../../test/job-factories.ts';
import { clientWithInvoice } from '../stripe-connect/fixtures/client-payments.ts';
import { sendMissingReceipts, settleStuckCardPayments } from './card-sweep.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2040, cvc: '123' });

describe('the sweep of card payments that never ended', () => {
  it('records a sandbox charge left pending once, and fails a bank step left unconfirmed for an hour', async ({ api }) => {
    const s = await studio(api);
    const c = await clientWithInvoice(api, s);
    // A process stopped between reserving and charging: the row is pending with its saved card.
    const [stuck] = await api.deps.db
      .insert(cardPayments)
      .values({
        companyId: s.companyId,
        invoiceId: c.invoice.id,
        clientId: c.clientId,
        requestId: randomUUID(),
        currency: c.invoice.currency,
        amountMinor: 20000,
        provider: 'sandbox',
        providerPaymentMethodId: 'pm_sbx_ok_0123456789abcdef',
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    // A card whose bank asked for a confirmation that never came.
    const pay = await api.post(
      fillPath(R.payPortalInvoice.path, { companyId: s.companyId, id: c.invoice.id }),
      { requestId: randomUUID(), amountMinor: 5000, card: card(SANDBOX_TEST_CARDS.requiresAction) },
      { headers: c.headers },
    );
    expect(pay.json().data.status).toBe('requires_action');
    // A fresh pending charge is left alone: it may still be under way.
    const [fresh] = await api.deps.db
      .insert(cardPayments)
      .values({
        companyId: s.companyId,
        invoiceId: c.invoice.id,
        clientId: c.clientId,
        requestId: randomUUID(),
        currency: c.invoice.currency,
        amountMinor: 100,
        provider: 'sandbox',
        providerPaymentMethodId: 'pm_sbx_ok_fedcba9876543210',
      })
      .returning();
    await api.deps.db
      .update(cardPayments)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(and(eq(cardPayments.companyId, s.companyId), eq(cardPayments.id, pay.json().data.id)));

    const first = await settleStuckCardPayments(api.deps, quiet);
    expect(first).toEqual({ seen: 2, recorded: 1 });
    expect(await c.payments()).toEqual([expect.objectContaining({ amountMinor: 20000, method: 'online-card' })]);
    const statusOf = async (id: string) =>
      (await api.deps.db.select().from(cardPayments).where(eq(cardPayments.id, id)))[0]!.status;
    expect(await statusOf(stuck!.id)).toBe('succeeded');
    expect(await statusOf(pay.json().data.id)).toBe('failed');
    expect(await statusOf(fresh!.id)).toBe('pending');
    // The deposit booked the lead, as a payment made in the portal does.
    expect((await profileOf(api, s.auth, c.lead.id)).job.stage).toBe('job');

    // Run again (a second worker, a retry): nothing more.
    expect(await settleStuckCardPayments(api.deps, quiet)).toEqual({ seen: 0, recorded: 0 });
    expect(await c.payments()).toHaveLength(1);
  });

  it('mails a receipt a stopped process never queued, once', async ({ api }) => {
    const s = await studio(api);
    const c = await clientWithInvoice(api, s);
    const paid = await api.post(
      fillPath(R.payPortalInvoice.path, { companyId: s.companyId, id: c.invoice.id }),
      { requestId: randomUUID(), amountMinor: 30000, card: card(SANDBOX_TEST_CARDS.succeeds) },
      { headers: c.headers },
    );
    expect(paid.json().data.status).toBe('succeeded');
    const [row] = await api.deps.db.select().from(cardPayments).where(eq(cardPayments.id, paid.json().data.id));
    const key = `${s.companyId}:receipt-${row!.paymentId}`;
    const receipts = () => api.deps.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
    expect(row!.receiptDoneAt).not.toBeNull();
    expect(await receipts()).toHaveLength(1);
    // As if the process had stopped after the payment's commit, before its mail.
    await api.deps.db.delete(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
    await api.deps.db
      .update(cardPayments)
      .set({ receiptDoneAt: null, settledAt: sql`now() - interval '20 minutes'` })
      .where(eq(cardPayments.id, row!.id));

    expect(await sendMissingReceipts(api.deps)).toBe(1);
    const [mail] = await receipts();
    expect(mail?.to).toMatch(/^ola\.payer[0-9a-f]+@example\.com$/);
    expect(mail?.subject).toMatch(/^Your receipt from /);
    expect(await sendMissingReceipts(api.deps)).toBe(0);
    expect(await receipts()).toHaveLength(1);
  });
});
