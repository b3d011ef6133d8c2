import { ApiRoutes as R, fillPath } from '@focal/contracts';
import type { Contract } from '@focal/contracts/contracts/api';
import type { PortalContract } from '@focal/contracts/contracts/signing';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contractSigners } from '../../db/schema.ts';
import { type Api, it } from '../../test/api-test.ts';
import { drawnSignature } from '../../test/contract-seal-factories.ts';
import { lastMailTo } from '../../test/factories.ts';
import { client, createRecord, profileOf, studio } from '../../test/job-factories.ts';
import { checkSeal } from '../../test/pdf-seal.ts';
import { portalLinkIn } from '../../test/portal-links.ts';
import { sealOnce } from '../contract-seal/seal-queue.ts';
import { contractSealStore } from './seal-store.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const portalUrl = (path: string, companyId: string, id: string) => fillPath(path, { companyId, id });
const BODY = '<p>Between {{studio_name}} and {{client_names}} for {{job_name}}.</p>';

/** The client's portal session from the newest mail to them (its link opened once). */
async function sessionFromMail(api: Api, email: string) {
  const { companyId, token } = portalLinkIn((await lastMailTo(api, email)).html);
  const open = await api.post(fillPath(R.openPortalLink.path, { companyId }), { token });
  expect(open.statusCode, open.body).toBe(200);
  expect(open.json().data.target).toMatchObject({ kind: 'contract' });
  return { cookie: String(open.headers['set-cookie']).split(';')[0]! };
}

/** A lead of two clients, its contract sent with Anna, then Ben, then the owner signing. */
async function sentToSign(api: Api) {
  const owner = await studio(api);
  const anna = await client(api, owner.companyId, 'Anna', 'Signer');
  const ben = await client(api, owner.companyId, 'Ben', 'Signer');
  const lead = await createRecord(api, owner.auth, { name: 'Signer wedding', clientIds: [anna, ben] });
  let contract = (
    await api.post(R.createContract.path, { jobId: lead.id, templateId: null }, { as: owner.auth })
  ).json().data as Contract;
  contract = (
    await api.put(
      url(R.updateContract.path, contract.id),
      { updatedAt: contract.updatedAt, title: 'Agreement', body: BODY },
      { as: owner.auth },
    )
  ).json().data;
  const me = contract.signerOptions.members[0]!;
  contract = (
    await api.put(
      url(R.setContractSigners.path, contract.id),
      {
        updatedAt: contract.updatedAt,
        signers: [
          { party: 'client', clientId: anna },
          { party: 'client', clientId: ben },
          { party: 'studio', userId: me.userId },
        ],
      },
      { as: owner.auth },
    )
  ).json().data;
  const sent = await api.post(
    url(R.sendContract.path, contract.id),
    { updatedAt: contract.updatedAt },
    { as: owner.auth },
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...owner, lead, contract: sent.json().data as Contract };
}

describe('signing a contract', () => {
  it('has each party sign in turn after consenting, books the lead, and seals it for everyone', async ({
    api,
  }) => {
    const { auth, companyId, lead, contract } = await sentToSign(api);
    const at = (path: string) => portalUrl(path, companyId, contract.id);
    const anna = await sessionFromMail(api, 'anna.signer@example.com');
    const list = await api.get(fillPath(R.listPortalContracts.path, { companyId }), { headers: anna });
    expect(list.json().data.rows).toEqual([
      { id: contract.id, title: 'Agreement', status: 'sent', sentAt: contract.sentAt, yourTurn: true },
    ]);
    const read = await api.get(at(R.getPortalContract.path), { headers: anna, ip: '203.0.113.7' });
    expect(read.statusCode, read.body).toBe(200);
    const seen = read.json().data as PortalContract;
    expect(seen).toMatchObject({ title: 'Agreement', yourTurn: true, sha256: contract.bodySha256 });
    expect(seen.html).toContain('Anna Signer and Ben Signer for Signer wedding');
    expect(seen.disclosure).toMatch(/paper copy/);

    const sign = (who: { cookie: string }, body: object) =>
      api.post(at(R.signPortalContract.path), body, {
        headers: { ...who, 'user-agent': 'Phone browser' },
        ip: '203.0.113.7',
      });
    const png = `data:image/png;base64,${(await drawnSignature()).toString('base64')}`;
    const noConsent = await sign(anna, { consent: false, signature: { kind: 'drawn', png } });
    expect([noConsent.statusCode, Object.keys(noConsent.json().data.fields)]).toEqual([400, ['consent']]);
    const signed = await sign(anna, { consent: true, signature: { kind: 'drawn', png } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ yourTurn: false, status: 'sent' });
    expect((await sign(anna, { consent: true, signature: { kind: 'typed', text: 'Anna' } })).statusCode).toBe(
      409,
    );

    // The signature never changes, even in SQL.
    const [stored] = await api.deps.db
      .select()
      .from(contractSigners)
      .where(sql`${contractSigners.contractId} = ${contract.id} and ${contractSigners.position} = 0`);
    expect(stored).toMatchObject({
      status: 'signed',
      signatureKind: 'drawn',
      ipAddress: '203.0.113.7',
      userAgent: 'Phone browser',
    });
    await expect(
      api.deps.db.execute(
        sql`update contract_signers set signature_data = 'forged' where id = ${stored!.id}`,
      ),
    ).rejects.toThrow();

    // Ben is mailed next; his typed name is the last client's: the lead becomes a job.
    const ben = await sessionFromMail(api, 'ben.signer@example.com');
    expect((await profileOf(api, auth, lead.id)).job.stage).toBe('lead');
    expect(
      (await sign(ben, { consent: true, signature: { kind: 'typed', text: 'Ben Signer' } })).statusCode,
    ).toBe(200);
    expect((await profileOf(api, auth, lead.id)).job.stage).toBe('job');

    // The studio's turn: the owner signs in the studio; every write but that is refused.
    let studioView = (await api.get(url(R.getContract.path, contract.id), { as: auth })).json()
      .data as Contract;
    for (const res of [
      await api.put(
        url(R.updateContract.path, contract.id),
        { updatedAt: studioView.updatedAt, title: 'X', body: BODY },
        { as: auth },
      ),
      await api.put(
        url(R.setContractSigners.path, contract.id),
        { updatedAt: studioView.updatedAt, signers: [] },
        { as: auth },
      ),
      await api.delete(url(R.deleteContract.path, contract.id), { as: auth }),
      await api.post(
        url(R.remindContract.path, contract.id),
        { updatedAt: studioView.updatedAt },
        { as: auth },
      ),
    ])
      expect([res.statusCode, res.json().errorCode], res.body).toEqual([409, 'Conflict']);
    const countersigned = await api.post(
      url(R.signContract.path, contract.id),
      { updatedAt: studioView.updatedAt, consent: true, signature: { kind: 'typed', text: 'Olivia Owner' } },
      { as: auth },
    );
    expect(countersigned.statusCode, countersigned.body).toBe(200);
    studioView = countersigned.json().data;
    expect(studioView.status).toBe('sealing');
    expect(studioView.signers.map((s) => s.status)).toEqual(['signed', 'signed', 'signed']);
    expect(studioView.events.map((e) => e.kind)).toEqual([
      'created',
      'sent',
      'opened',
      'viewed',
      'signed',
      'opened',
      'signed',
      'signed',
    ]);

    // The sealing job: one PDF, its signature valid, mailed to every party.
    const pdfOf = url(R.getContractPdf.path, contract.id);
    expect((await api.get(pdfOf, { as: auth })).statusCode).toBe(404);
    const job = { companyId, contractId: contract.id };
    expect(await sealOnce(api.deps, contractSealStore(api.deps), job)).toBe('sealed');
    expect(await sealOnce(api.deps, contractSealStore(api.deps), job)).toBe('skipped');
    const done = (await api.get(url(R.getContract.path, contract.id), { as: auth })).json().data as Contract;
    expect(done).toMatchObject({ status: 'completed' });
    expect(done.events.slice(-2).map((e) => e.kind)).toEqual(['sealed', 'completed']);
    const mail = await lastMailTo(api, 'anna.signer@example.com');
    expect(mail.subject).toBe('Signed: Agreement');
    const [attachment] = mail.attachments as { path: string }[];
    const file = await api.deps.files.open(attachment!.path);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(checkSeal(Buffer.concat(chunks))).toMatchObject({ valid: true, coversWholeFile: true });
    // The same file, for the studio and for the client who signed it.
    const studioPdf = await api.get(pdfOf, { as: auth });
    expect([studioPdf.statusCode, studioPdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(studioPdf.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
    const portalPdf = await api.get(at(R.getPortalContractPdf.path), { headers: ben });
    expect(portalPdf.rawPayload.equals(Buffer.concat(chunks))).toBe(true);
  }, 120_000);

  it("lets a client decline on their turn, and keeps everyone else's contracts out of reach", async ({
    api,
  }) => {
    const { companyId, contract, auth } = await sentToSign(api);
    const anna = await sessionFromMail(api, 'anna.signer@example.com');
    const at = (path: string, id = contract.id, company = companyId) => portalUrl(path, company, id);

    // Another studio's client, signed in to their own portal, reaches nothing of this one.
    const other = await sentToSign(api);
    const theirs = await sessionFromMail(api, 'anna.signer@example.com');
    expect(
      (await api.get(at(R.getPortalContract.path, contract.id, other.companyId), { headers: theirs }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get(at(R.getPortalContract.path, other.contract.id), { headers: anna })).statusCode,
    ).toBe(404);
    // A used link is refused.
    const { token } = portalLinkIn((await lastMailTo(api, 'anna.signer@example.com')).html);
    expect(
      (await api.post(fillPath(R.openPortalLink.path, { companyId: other.companyId }), { token })).statusCode,
    ).toBe(410);

    const declined = await api.post(
      at(R.declinePortalContract.path),
      { reason: 'The date is wrong' },
      { headers: anna },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.status).toBe('declined');
    const view = (await api.get(url(R.getContract.path, contract.id), { as: auth })).json().data as Contract;
    expect(view.signers[0]).toMatchObject({ status: 'declined', declineReason: 'The date is wrong' });
    expect(view.actions).toMatchObject({ revise: true, void: true, remind: false });
  }, 60_000);
});
