import { ApiRoutes as R, fillPath } from '@focal/contracts';
import type { Contract, ContractTemplate } from '@focal/contracts/contracts/api';
import { DEFAULT_CONTRACT_DISCLOSURE } from '@focal/contracts/contracts/disclosure';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { type Api, it } from '../../test/api-test.ts';
import { client, createRecord, studio } from '../../test/job-factories.ts';

const url = (path: string, id: string) => fillPath(path, { id });
const BODY =
  '<h2>Agreement</h2><p>Between {{studio_name}} and {{client_names}} for {{job_name}} on {{job_date}}.</p><p>{{job_sessions}}</p>';

async function leadWithClients(api: Api) {
  const owner = await studio(api);
  const anna = await client(api, owner.companyId, 'Anna', 'Smith');
  const ben = await client(api, owner.companyId, 'Ben', 'Jones');
  const lead = await createRecord(api, owner.auth, {
    name: 'Smith wedding',
    mainDate: '2027-06-12',
    clientIds: [anna, ben],
    sessions: [
      {
        name: 'Ceremony',
        startsAt: '2027-06-12T14:00:00Z',
        endsAt: '2027-06-12T16:00:00Z',
        location: 'Rosewood Gardens',
      },
    ],
  });
  return { ...owner, anna, ben, lead };
}

const ok = async (res: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Contract;
};

describe('contract templates and the disclosure', () => {
  it('keeps templates by name, on the version loaded, with known merge fields and safe HTML alone', async ({
    api,
  }) => {
    const { auth } = await studio(api);
    const post = (body: object) => api.post(R.createContractTemplate.path, body, { as: auth });
    const created = await post({ name: 'Wedding', body: BODY });
    expect(created.statusCode, created.body).toBe(200);
    const wedding = created.json().data as ContractTemplate;
    expect(wedding).toMatchObject({ name: 'Wedding', body: BODY });

    const refusal = async (body: object) => {
      const res = await post(body);
      return [res.statusCode, res.json().errorCode, res.json().data?.fields];
    };
    expect(await refusal({ name: ' WEDDING ', body: '<p>x</p>' })).toEqual([
      409,
      'AlreadyExists',
      { name: expect.any(String) },
    ]);
    expect(await refusal({ name: 'Other', body: '<p>{{client_shoe_size}}</p>' })).toEqual([
      400,
      'ValidationFailed',
      { body: 'Unknown merge field {{client_shoe_size}}: choose one from the menu.' },
    ]);
    expect(await refusal({ name: 'Other', body: '<p onclick="steal()">x</p><script>x</script>' })).toEqual([
      400,
      'ValidationFailed',
      { body: expect.stringMatching(/cannot hold/) },
    ]);

    const put = (body: object) => api.put(url(R.updateContractTemplate.path, wedding.id), body, { as: auth });
    const edited = await put({ updatedAt: wedding.updatedAt, name: 'Wedding 2027', body: '<p>New</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await put({ updatedAt: wedding.updatedAt, name: 'Lost', body: '<p>Lost</p>' });
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'StaleVersion']);
    const copy = await api.post(url(R.duplicateContractTemplate.path, wedding.id), {}, { as: auth });
    expect(copy.json().data).toMatchObject({ name: 'Wedding 2027 (copy)', body: '<p>New</p>' });
    const list = await api.get(R.listContractTemplates.path, { as: auth });
    expect(list.json().data.rows.map((t: ContractTemplate) => t.name)).toEqual([
      'Wedding 2027',
      'Wedding 2027 (copy)',
    ]);

    const other = await studio(api);
    for (const res of [
      await api.get(url(R.getContractTemplate.path, wedding.id), { as: other.auth }),
      await api.put(
        url(R.updateContractTemplate.path, wedding.id),
        { updatedAt: edited.json().data.updatedAt, name: 'Stolen', body: '' },
        { as: other.auth },
      ),
      await api.post(url(R.duplicateContractTemplate.path, wedding.id), {}, { as: other.auth }),
      await api.delete(url(R.deleteContractTemplate.path, wedding.id), { as: other.auth }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    const del = () => api.delete(url(R.deleteContractTemplate.path, wedding.id), { as: auth });
    expect((await del()).statusCode).toBe(200);
    expect((await del()).statusCode).toBe(404);
  });

  it('keeps the default disclosure until the company writes its own, and goes back to it', async ({
    api,
  }) => {
    const { auth } = await studio(api);
    const get = async () => (await api.get(R.getContractSettings.path, { as: auth })).json().data;
    expect(await get()).toEqual({
      disclosure: DEFAULT_CONTRACT_DISCLOSURE,
      isDefault: true,
      updatedAt: null,
    });
    expect(DEFAULT_CONTRACT_DISCLOSURE).toMatch(/paper copy/i);
    expect(DEFAULT_CONTRACT_DISCLOSURE).toMatch(/withdraw/i);
    const save = (body: object) => api.put(R.updateContractSettings.path, body, { as: auth });
    const own = await save({ disclosure: 'Our own words.', updatedAt: null });
    expect(own.json().data).toMatchObject({ disclosure: 'Our own words.', isDefault: false });
    expect((await save({ disclosure: 'Lost', updatedAt: null })).statusCode).toBe(409);
    await save({ disclosure: null, updatedAt: own.json().data.updatedAt });
    expect((await get()).isDefault).toBe(true);
  });
});

describe('contracts', () => {
  it('makes a draft from a template, previews and freezes the real data at send, and refuses every later write', async ({
    api,
  }) => {
    const { auth, lead, anna, ben } = await leadWithClients(api);
    const template = (
      await api.post(R.createContractTemplate.path, { name: 'Wedding agreement', body: BODY }, { as: auth })
    ).json().data as ContractTemplate;
    let contract = await ok(
      api.post(R.createContract.path, { jobId: lead.id, templateId: template.id }, { as: auth }),
    );
    expect(contract).toMatchObject({ title: 'Wedding agreement', body: BODY, status: 'draft', version: 1 });
    expect(contract.signers.map((s) => [s.party, s.clientId, s.name])).toEqual([
      ['client', anna, 'Anna Smith'],
      ['client', ben, 'Ben Jones'],
    ]);
    expect(contract.events.map((e) => e.kind)).toEqual(['created']);
    expect(contract.actions).toMatchObject({ edit: true, send: true, remind: false, void: false });

    // A questionnaire's answer is a field too (empty while none is submitted); a made-up one is not.
    const answer = `{{questionnaire_answer_${randomUUID()}}}`;
    const answered = await api.post(
      R.previewContract.path,
      { jobId: lead.id, body: `<p>${answer}.</p>` },
      { as: auth },
    );
    expect(answered.json().data.html).toBe('<p>.</p>');
    const madeUp = await api.post(
      R.previewContract.path,
      { jobId: lead.id, body: '<p>{{questionnaire_answer_x}}</p>' },
      { as: auth },
    );
    expect(madeUp.json().data.fields).toEqual({
      body: 'Unknown merge field {{questionnaire_answer_x}}: choose one from the menu.',
    });

    const preview = await api.post(R.previewContract.path, { jobId: lead.id, body: BODY }, { as: auth });
    const html = preview.json().data.html as string;
    expect(html).toContain('Anna Smith and Ben Jones for Smith wedding on Saturday, June 12, 2027.');
    expect(html).toMatch(/Ceremony: Saturday, June 12, 2027, \d+:00 [AP]M to \d+:00 [AP]M, Rosewood Gardens/);

    // A draft changes on the version loaded; the owner signs last for the studio.
    contract = await ok(
      api.put(
        url(R.updateContract.path, contract.id),
        { updatedAt: contract.updatedAt, title: 'Our agreement', body: BODY },
        { as: auth },
      ),
    );
    const stale = await api.put(
      url(R.updateContract.path, contract.id),
      { updatedAt: template.updatedAt, title: 'Lost', body: BODY },
      { as: auth },
    );
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'StaleVersion']);
    const owner = contract.signerOptions.members[0]!;
    const signers = (list: object[]) =>
      api.put(
        url(R.setContractSigners.path, contract.id),
        { updatedAt: contract.updatedAt, signers: list },
        { as: auth },
      );
    const studioFirst = await signers([
      { party: 'studio', userId: owner.userId },
      { party: 'client', clientId: ben },
    ]);
    expect(studioFirst.json().data.fields).toEqual({
      'signers.0': 'The studio signs last, once: put it at the end.',
    });
    contract = await ok(
      signers([
        { party: 'client', clientId: ben },
        { party: 'client', clientId: anna },
        { party: 'studio', userId: owner.userId },
      ]),
    );
    expect(contract.signers.map((s) => s.name)).toEqual(['Ben Jones', 'Anna Smith', owner.name]);

    const sent = await api.post(
      url(R.sendContract.path, contract.id),
      { updatedAt: contract.updatedAt },
      { as: auth },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const frozen = sent.json().data as Contract & { mailedTo: string };
    expect(frozen).toMatchObject({ status: 'sent', mailedTo: 'ben.jones@example.com' });
    expect(frozen.renderedHtml).toBe(html);
    expect(frozen.bodySha256).toBe(createHash('sha256').update(html).digest('hex'));
    expect(frozen.disclosure).toBe(DEFAULT_CONTRACT_DISCLOSURE);
    expect(frozen.events.map((e) => e.kind)).toEqual(['created', 'sent']);
    expect(frozen.actions).toMatchObject({
      edit: false,
      send: false,
      remind: true,
      void: true,
      revise: true,
    });

    // Every write to a sent contract is refused through the routes.
    const v = { updatedAt: frozen.updatedAt };
    for (const res of [
      await api.put(
        url(R.updateContract.path, frozen.id),
        { ...v, title: 'X', body: '<p>X</p>' },
        { as: auth },
      ),
      await api.put(url(R.setContractSigners.path, frozen.id), { ...v, signers: [] }, { as: auth }),
      await api.post(url(R.sendContract.path, frozen.id), v, { as: auth }),
      await api.delete(url(R.deleteContract.path, frozen.id), { as: auth }),
    ])
      expect([res.statusCode, res.json().errorCode], res.body).toEqual([409, 'Conflict']);

    const reminded = await ok(api.post(url(R.remindContract.path, frozen.id), v, { as: auth }));
    expect(reminded.events.map((e) => e.kind)).toEqual(['created', 'sent', 'reminded']);

    // Editing it voids it (kept as it was) and makes version 2, a draft with the same signers.
    const draft = await ok(
      api.post(url(R.reviseContract.path, frozen.id), { updatedAt: reminded.updatedAt }, { as: auth }),
    );
    expect(draft).toMatchObject({ status: 'draft', version: 2, replacesId: frozen.id, body: BODY });
    expect(draft.signers.map((s) => [s.name, s.status])).toEqual([
      ['Ben Jones', 'pending'],
      ['Anna Smith', 'pending'],
      [owner.name, 'pending'],
    ]);
    const voided = await ok(api.get(url(R.getContract.path, frozen.id), { as: auth }));
    expect(voided).toMatchObject({
      status: 'voided',
      replacedById: draft.id,
      renderedHtml: html,
      voidReason: 'Edited: replaced by version 2.',
    });
    expect(voided.actions).toEqual({
      edit: false,
      send: false,
      remind: false,
      void: false,
      revise: false,
      delete: false,
      sign: false,
    });

    const documents = await api.get(url(R.listJobDocuments.path, lead.id), { as: auth });
    expect(documents.json().data.contracts.map((c: Contract) => [c.version, c.status])).toEqual([
      [1, 'voided'],
      [2, 'draft'],
    ]);

    // Another company reaches none of it.
    const other = await studio(api);
    for (const res of [
      await api.get(url(R.getContract.path, draft.id), { as: other.auth }),
      await api.post(url(R.sendContract.path, draft.id), { updatedAt: draft.updatedAt }, { as: other.auth }),
      await api.post(url(R.voidContract.path, frozen.id), { ...v, reason: 'x' }, { as: other.auth }),
      await api.post(R.previewContract.path, { jobId: lead.id, body: BODY }, { as: other.auth }),
      await api.post(R.createContract.path, { jobId: lead.id, templateId: null }, { as: other.auth }),
      await api.delete(url(R.deleteContract.path, draft.id), { as: other.auth }),
    ])
      expect(res.statusCode, res.body).toBe(404);

    // A draft is deleted; a sent one voided with a reason.
    expect((await api.delete(url(R.deleteContract.path, draft.id), { as: auth })).statusCode).toBe(200);
  });

  it('sends only a written contract with a client who can be mailed, and voids with a reason', async ({
    api,
  }) => {
    const { auth, lead } = await leadWithClients(api);
    let contract = await ok(
      api.post(R.createContract.path, { jobId: lead.id, templateId: null }, { as: auth }),
    );
    expect(contract).toMatchObject({ title: 'Contract', body: '' });
    const send = (c: Contract) =>
      api.post(url(R.sendContract.path, c.id), { updatedAt: c.updatedAt }, { as: auth });
    expect((await send(contract)).json().data.fields).toEqual({
      body: 'Write the contract before sending it.',
    });
    contract = await ok(
      api.put(
        url(R.setContractSigners.path, contract.id),
        { updatedAt: contract.updatedAt, signers: [] },
        { as: auth },
      ),
    );
    contract = await ok(
      api.put(
        url(R.updateContract.path, contract.id),
        { updatedAt: contract.updatedAt, title: 'Short', body: '<p>Terms</p>' },
        { as: auth },
      ),
    );
    expect((await send(contract)).json().data.fields).toEqual({
      signers: 'Add at least one of the clients as a signer before sending.',
    });
    const [first] = contract.signerOptions.clients;
    contract = await ok(
      api.put(
        url(R.setContractSigners.path, contract.id),
        { updatedAt: contract.updatedAt, signers: [{ party: 'client', clientId: first!.id }] },
        { as: auth },
      ),
    );
    const sent = await ok(send(contract));
    const voided = await ok(
      api.post(
        url(R.voidContract.path, sent.id),
        { updatedAt: sent.updatedAt, reason: 'Date moved' },
        { as: auth },
      ),
    );
    expect(voided).toMatchObject({ status: 'voided', voidReason: 'Date moved' });
    expect(voided.events.at(-1)).toMatchObject({
      kind: 'voided',
      actorKind: 'studio',
      data: { reason: 'Date moved' },
    });
    const again = await api.post(
      url(R.voidContract.path, sent.id),
      { updatedAt: voided.updatedAt, reason: 'x' },
      { as: auth },
    );
    expect(again.statusCode).toBe(409);
  });
});
