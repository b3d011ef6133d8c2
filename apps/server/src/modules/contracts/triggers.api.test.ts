import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contractEvents, contracts, contractSigners, jobs } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { client, insertJobWithClients, studio } from '../../test/job-factories.ts';
import { appendEvent, eventsOf } from './repo.ts';

/**
 * Migration 0048's triggers, straight in SQL (no route): the audit trail is append-only, a sent
 * contract's text and signers never change, a signature never changes; the rows still go with
 * their job or company (ON DELETE CASCADE). And the trail reads in the order it was written.
 */
async function sentContract(api: Api) {
  const { companyId } = await studio(api);
  const clientId = await client(api, companyId);
  const job = await insertJobWithClients(api, { companyId, stage: 'lead', name: 'Trigger lead' }, [clientId]);
  const db = api.deps.db;
  const [contract] = await db
    .insert(contracts)
    .values({ companyId, jobId: job.id, title: 'Agreement', body: '<p>Terms</p>' })
    .returning();
  const [first, second] = await db
    .insert(contractSigners)
    .values([
      { companyId, contractId: contract!.id, position: 0, party: 'client', clientId, name: 'Anna Smith' },
      { companyId, contractId: contract!.id, position: 1, party: 'studio', name: 'Owner' },
    ])
    .returning();
  await db
    .update(contracts)
    .set({
      status: 'sent',
      sentAt: new Date(),
      renderedHtml: '<p>Terms</p>',
      bodySha256: 'ab',
      disclosure: 'D',
    })
    .where(eq(contracts.id, contract!.id));
  await db
    .insert(contractEvents)
    .values({ companyId, contractId: contract!.id, kind: 'sent', actorKind: 'studio' });
  return { db, companyId, clientId, job, contract: contract!, first: first!, second: second! };
}

const refused = async (work: Promise<unknown>, message: RegExp) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(String(error?.cause?.message ?? error?.message)).toMatch(message);
};

describe('contract triggers', () => {
  it('refuses an update or delete of an event, and any change to a sent text or its signers', async ({
    api,
  }) => {
    const { db, contract, first, second, clientId } = await sentContract(api);
    await refused(db.execute(sql`update contract_events set kind = 'voided'`), /append-only/);
    await refused(
      db.execute(sql`delete from contract_events where contract_id = ${contract.id}`),
      /append-only/,
    );
    await refused(
      db.update(contracts).set({ body: '<p>Other terms</p>' }).where(eq(contracts.id, contract.id)),
      /text cannot change/,
    );
    await refused(db.delete(contracts).where(eq(contracts.id, contract.id)), /is kept/);
    await refused(
      db.update(contractSigners).set({ name: 'Someone else' }).where(eq(contractSigners.id, first.id)),
      /signers cannot change/,
    );
    await refused(
      db.delete(contractSigners).where(eq(contractSigners.id, second.id)),
      /signers cannot change/,
    );
    await refused(
      db.insert(contractSigners).values({
        companyId: contract.companyId,
        contractId: contract.id,
        position: 2,
        party: 'client',
        clientId,
        name: 'New',
      }),
      /signers cannot change/,
    );
    // Signing a pending signer is what a send allows; once signed, nothing about it changes.
    await db
      .update(contractSigners)
      .set({ status: 'signed', signedAt: new Date(), signatureKind: 'typed', signatureData: 'Anna Smith' })
      .where(eq(contractSigners.id, first.id));
    await refused(
      db.update(contractSigners).set({ signatureData: 'Forged' }).where(eq(contractSigners.id, first.id)),
      /never changes/,
    );
    await refused(
      db.update(contractSigners).set({ status: 'pending' }).where(eq(contractSigners.id, first.id)),
      /never changes/,
    );
    // The status may move on (voided, sealing, completed): the text stays.
    await db
      .update(contracts)
      .set({ status: 'voided', voidedAt: new Date(), voidReason: 'x' })
      .where(eq(contracts.id, contract.id));
  });

  it('lets a signed contract go with its job, and keeps a signature whose client is deleted', async ({
    api,
  }) => {
    const { db, contract, first, clientId, job } = await sentContract(api);
    await db
      .update(contractSigners)
      .set({ status: 'signed', signedAt: new Date(), signatureKind: 'typed', signatureData: 'Anna Smith' })
      .where(eq(contractSigners.id, first.id));
    await db.execute(sql`delete from job_clients where client_id = ${clientId}`);
    await db.execute(sql`delete from clients where id = ${clientId}`);
    const [kept] = await db.select().from(contractSigners).where(eq(contractSigners.id, first.id));
    expect(kept).toMatchObject({ clientId: null, status: 'signed', signatureData: 'Anna Smith' });
    await db.delete(jobs).where(eq(jobs.id, job.id));
    expect(await db.select().from(contracts).where(eq(contracts.id, contract.id))).toEqual([]);
    expect(await db.select().from(contractEvents).where(eq(contractEvents.contractId, contract.id))).toEqual(
      [],
    );
  });

  it('reads the trail in the order it was appended, events of one clock tick too', async ({ api }) => {
    const { db, companyId, contract } = await sentContract(api);
    // One transaction, as the seal's store appends 'sealed' then 'completed': PGlite's clock ticks
    // in milliseconds, and events of one tick came back in the order of their random ids.
    const kinds = ['signed', 'signed', 'sealed', 'completed', 'reminded', 'viewed'] as const;
    const appended = Array.from({ length: 4 }, () => kinds).flat();
    await db.transaction(async (tx) => {
      for (const kind of appended)
        await appendEvent(tx, { companyId, contractId: contract.id, kind, actorKind: 'system' });
    });
    const read = await eventsOf(db, companyId, contract.id);
    expect(read.map((e) => e.kind).reverse()).toEqual(['sent', ...appended]);
  });

  it('lets a company with signed contracts be deleted', async ({ api }) => {
    const { db, companyId, first } = await sentContract(api);
    await db
      .update(contractSigners)
      .set({ status: 'signed', signedAt: new Date() })
      .where(eq(contractSigners.id, first.id));
    await db.execute(sql`delete from companies where id = ${companyId}`);
    expect(await db.select().from(contractSigners).where(eq(contractSigners.id, first.id))).toEqual([]);
  });
});
