import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contractEvents, contracts, contractSigners, memberships, users } from '../../db/schema.ts';

/**
 * Contracts' SQL: the contract rows, their signers and their audit trail. Every statement filters
 * by company. Events are only ever inserted here: the trail has no update or delete path (and
 * migration 0048's trigger refuses them).
 */
export type ContractRow = typeof contracts.$inferSelect;
export type SignerRow = typeof contractSigners.$inferSelect;
export type NewSigner = Omit<
  typeof contractSigners.$inferInsert,
  'id' | 'companyId' | 'contractId' | 'createdAt' | 'position'
>;
export type NewEvent = Omit<typeof contractEvents.$inferInsert, 'id' | 'at'>;

const of = (companyId: string, ...more: (SQL | undefined)[]) =>
  and(eq(contracts.companyId, companyId), ...more);

export async function findContract(db: Db, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(contracts)
    .where(of(companyId, eq(contracts.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertContract(tx: Db, values: typeof contracts.$inferInsert) {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row!;
}

export async function updateContract(tx: Db, companyId: string, id: string, values: Partial<ContractRow>) {
  const [row] = await tx
    .update(contracts)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(of(companyId, eq(contracts.id, id)))
    .returning();
  return row!;
}

/** A draft alone (the trigger keeps a sent one). */
export async function deleteDraft(tx: Db, companyId: string, id: string) {
  await tx.delete(contracts).where(of(companyId, eq(contracts.id, id), eq(contracts.status, 'draft')));
}

export const contractsOfJob = (db: Db, companyId: string, jobId: string) =>
  db
    .select()
    .from(contracts)
    .where(of(companyId, eq(contracts.jobId, jobId)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));

/** The draft made when this contract was edited after sending. */
export async function successorOf(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(of(companyId, eq(contracts.replacesId, id)));
  return row?.id ?? null;
}

export async function countContracts(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(of(companyId, ne(contracts.status, 'draft')));
  return row?.n ?? 0;
}

// ---- signers ----

export const signersOf = (db: Db, companyId: string, contractId: string) =>
  db
    .select()
    .from(contractSigners)
    .where(and(eq(contractSigners.companyId, companyId), eq(contractSigners.contractId, contractId)))
    .orderBy(asc(contractSigners.position));

/** Signer counts of a record's contracts, for its list. */
export async function signerCountsOfJob(db: Db, companyId: string, jobId: string) {
  const rows = await db
    .select({
      contractId: contractSigners.contractId,
      signers: sql<number>`count(*)::int`,
      signed: sql<number>`count(*) filter (where ${contractSigners.status} = 'signed')::int`,
    })
    .from(contractSigners)
    .innerJoin(contracts, eq(contracts.id, contractSigners.contractId))
    .where(of(companyId, eq(contracts.jobId, jobId)))
    .groupBy(contractSigners.contractId);
  return new Map(rows.map((r) => [r.contractId, r]));
}

/** A draft's signers, replaced whole in their order. */
export async function replaceSigners(tx: Db, companyId: string, contractId: string, signers: NewSigner[]) {
  await tx
    .delete(contractSigners)
    .where(and(eq(contractSigners.companyId, companyId), eq(contractSigners.contractId, contractId)));
  if (signers.length > 0)
    await tx
      .insert(contractSigners)
      .values(signers.map((s, position) => ({ ...s, position, companyId, contractId })));
}

/** The company's owners: the members who may sign for it. */
export const ownersOf = (db: Db, companyId: string) =>
  db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'owner')))
    .orderBy(asc(users.firstName), asc(users.id));

// ---- the audit trail ----

/**
 * Appends an event after every earlier one of its contract: at the clock's time, or a microsecond
 * after the contract's latest event while the clock shows no later time. PGlite's clock_timestamp()
 * ticks in milliseconds: 'sealed' and 'completed', appended in one transaction, shared a time and
 * were read back in the order of their random ids.
 */
export async function appendEvent(tx: Db, event: NewEvent) {
  const latest = sql`(select max(${contractEvents.at}) from ${contractEvents}
    where ${contractEvents.companyId} = ${event.companyId} and ${contractEvents.contractId} = ${event.contractId})`;
  await tx
    .insert(contractEvents)
    .values({ ...event, at: sql`greatest(clock_timestamp(), ${latest} + interval '1 microsecond')` });
}

export const eventsOf = (db: Db, companyId: string, contractId: string) =>
  db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.companyId, companyId), eq(contractEvents.contractId, contractId)))
    .orderBy(desc(contractEvents.at), desc(contractEvents.id));

/** A member's name as the audit trail records it. */
export async function userName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/** A pending signer's signature or refusal, once (a signed or declined row never changes: trigger). */
export async function closeSigner(
  tx: Db,
  companyId: string,
  id: string,
  values: Partial<
    Pick<SignerRow, 'status' | 'signedAt' | 'consentedAt' | 'signatureKind' | 'signatureData'>
  > &
    Partial<Pick<SignerRow, 'ipAddress' | 'userAgent' | 'declinedAt' | 'declineReason'>>,
) {
  const [row] = await tx
    .update(contractSigners)
    .set(values)
    .where(
      and(
        eq(contractSigners.companyId, companyId),
        eq(contractSigners.id, id),
        eq(contractSigners.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** The client's contracts' ids this client signs (sent or past), for the portal. */
export async function contractOfSigner(db: Db, companyId: string, clientId: string, id: string) {
  const [row] = await db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(
      contractSigners,
      and(eq(contractSigners.contractId, contracts.id), eq(contractSigners.clientId, clientId)),
    )
    .where(of(companyId, eq(contracts.id, id), ne(contracts.status, 'draft')));
  return row?.contract;
}

/** The contracts this client signs (sent or past), newest first. */
export const contractsOfSigner = (db: Db, companyId: string, clientId: string) =>
  db
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(
      contractSigners,
      and(eq(contractSigners.contractId, contracts.id), eq(contractSigners.clientId, clientId)),
    )
    .where(of(companyId, ne(contracts.status, 'draft')))
    .orderBy(desc(contracts.sentAt), desc(contracts.id));

/** The last time this client read this contract (the trail's 'viewed'), to note a read once a while. */
export async function lastViewed(db: Db, companyId: string, contractId: string, clientId: string) {
  const [row] = await db
    .select({ at: sql<Date>`max(${contractEvents.at})` })
    .from(contractEvents)
    .where(
      and(
        eq(contractEvents.companyId, companyId),
        eq(contractEvents.contractId, contractId),
        eq(contractEvents.kind, 'viewed'),
        eq(contractEvents.actorClientId, clientId),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** Contracts waiting for their seal since before `before`, for the sealing sweep. */
export const sealingSince = (db: Db, before: Date) =>
  db
    .select({ companyId: contracts.companyId, contractId: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, 'sealing'), sql`${contracts.updatedAt} < ${before.toISOString()}`));

/** A contract of any company by id: the sealing worker's job names both. */
export const contractOfJob = (db: Db, job: { companyId: string; contractId: string }) =>
  findContract(db, job.companyId, job.contractId);
