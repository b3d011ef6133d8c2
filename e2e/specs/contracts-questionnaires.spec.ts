import { randomBytes, randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { wcagViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sharedMailServer } from '../support/mail-server.ts';
import { checkSeal } from '../support/pdf-seal.ts';
import { openWithTokens } from '../support/session.ts';
import { createConfirmedUserBySmtp } from '../support/smtp-accounts.ts';
import { type Headers, seedClient, seedRecord } from '../support/studio.ts';

/**
 * Issue 34's journey, on the run's server that mails by SMTP: the studio sends a questionnaire and
 * a contract (two clients, then the studio, sign) from the lead's pages; the first client, on a
 * phone, answers half the questionnaire, closes the tab, opens the mail's link again and finds the
 * answers kept, submits, and signs by drawing after consenting; the second signs by typing; the lead
 * is a job; the studio countersigns, sees the audit trail, the answers and the wedding date they
 * filled; the sealed PDF is mailed to a client and the studio, and its PAdES signature verifies
 * with a verifier of the test's own. axe (WCAG 2.2 AA) on the portal's questionnaire and contract,
 * on the phone.
 */
const { baseURL, smtp } = sharedMailServer();
const PORTAL_LINK = /https?:\/\/[^\s"<]+\/portal\/[0-9a-f-]{36}\/open\/[A-Za-z0-9_-]+/;

const sections = [
  {
    id: randomUUID(),
    title: 'The day',
    questions: [
      { id: randomUUID(), kind: 'date', label: 'Wedding date', required: true, fills: 'job.mainDate' },
      {
        id: randomUUID(),
        kind: 'single-choice',
        label: 'Style',
        required: true,
        options: ['Classic', 'Candid'],
      },
    ],
  },
  {
    id: randomUUID(),
    title: 'About you',
    questions: [
      { id: randomUUID(), kind: 'phone', label: 'Your phone', fills: 'client.phone' },
      { id: randomUUID(), kind: 'long-text', label: 'Anything else?' },
    ],
  },
];

async function post(api: APIRequestContext, headers: Headers, path: string, data: object) {
  const res = await api.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A person's name that no other journey on the shared mail server uses (letters only). */
const uniqueName = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;

const linkIn = async (to: string, subject: RegExp) =>
  PORTAL_LINK.exec((await smtp.waitForMail(to, { subject })).text)![0];

/** The sealed PDF mailed to `to`, attached. */
async function sealedPdfTo(to: string) {
  const mail = await smtp.waitForMail(to, { subject: 'Signed: Wedding agreement', timeoutMs: 90_000 });
  const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
  expect(pdf, `a PDF attached to the mail to ${to}`).toBeDefined();
  return pdf!.content;
}

/** Two strokes across the signature pad, with the pointer pressed. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /^Signature pad/ });
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.7), at(0.3, 0.2), at(0.5, 0.75), at(0.7, 0.3)],
    [at(0.6, 0.6), at(0.9, 0.5)],
  ]) {
    await page.mouse.move(...stroke[0]!);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}

test('two clients answer and sign in the portal, the studio countersigns, the sealed PDF verifies', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const owner = await createConfirmedUserBySmtp(api, smtp);
  const headers: Headers = { authorization: `Bearer ${owner.tokens.access_token}` };
  const [first, second] = [uniqueName('Ann'), uniqueName('Ben')];
  const [firstEmail, secondEmail] = [
    `${first.toLowerCase()}@example.com`,
    `${second.toLowerCase()}@example.com`,
  ];
  const leadId = await seedRecord(api, headers, {
    stage: 'lead',
    name: 'Harbour wedding',
    clientIds: [
      await seedClient(api, headers, first, 'Lane'),
      await seedClient(api, headers, second, 'Lane'),
    ],
  });
  await post(api, headers, '/api/user/settings/questionnaire-templates', {
    name: 'Wedding questionnaire',
    sections,
  });
  await post(api, headers, '/api/user/settings/contract-templates', {
    name: 'Wedding agreement',
    body: '<p>Between {{studio_name}} and {{client_names}} for {{job_name}}.</p>',
  });

  // The studio sends the questionnaire to the first client, then the contract: both clients, then the owner.
  const studio = await browser.newContext({ baseURL });
  const page = await studio.newPage();
  await openWithTokens(page, owner.tokens, owner.email, `/leads/view/${leadId}?tab=questionnaires`);
  await page.getByRole('button', { name: 'Send questionnaire' }).click();
  const sending = page.getByRole('dialog', { name: 'Send a questionnaire' });
  await sending.getByRole('combobox', { name: /^Template/ }).selectOption({ label: 'Wedding questionnaire' });
  await sending.getByRole('combobox', { name: /^Client/ }).selectOption({ label: `${first} Lane` });
  await sending.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(`Questionnaire sent to ${firstEmail}`)).toBeVisible();
  await page.goto(`/leads/view/${leadId}?tab=documents`);
  await page.getByRole('button', { name: 'New contract' }).click();
  await page.getByRole('menuitem', { name: 'Wedding agreement' }).click();
  await expect(page.getByRole('heading', { name: 'Wedding agreement', level: 1 })).toBeVisible();
  const contractUrl = page.url();
  const signers = page.getByRole('list', { name: 'Signers in signing order' });
  await expect(signers.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add the studio’s signature' }).click();
  await page.getByRole('menuitem', { name: 'Pat Tester' }).click();
  await page.getByRole('button', { name: 'Save signers' }).click();
  await expect(page.getByText('Signers saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Send for signing' }).click();
  await page
    .getByRole('dialog', { name: 'Send this contract?' })
    .getByRole('button', { name: 'Send for signing' })
    .click();
  await expect(page.getByText(`Sent to ${firstEmail}.`)).toBeVisible();

  // The first client, on a phone: half the questionnaire, saved; the tab closed.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let client = await phone.newPage();
  const questionnaireLink = await linkIn(firstEmail, /^A questionnaire from /);
  await client.goto(questionnaireLink);
  await client.getByLabel('Wedding date').fill('2031-09-20');
  await client.getByRole('radio', { name: 'Candid' }).check();
  await expect(client.getByText('Saved', { exact: true })).toBeVisible();
  // Nothing left waiting on the device: the server has both answers.
  await expect
    .poll(() =>
      client.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('focal.questionnaire.'))),
    )
    .toBe(false);
  await client.close();

  // The mail's link again, in the same browser: the session lives, the questionnaire opens with the answers.
  client = await phone.newPage();
  await client.goto(questionnaireLink);
  await expect(client.getByLabel('Wedding date')).toHaveValue('2031-09-20');
  await expect(client.getByRole('radio', { name: 'Candid' })).toBeChecked();
  await client.getByLabel('Your phone').fill('+1 503 555 0142');
  await client.getByLabel('Anything else?').fill('Golden hour portraits by the harbour.');
  expect(await wcagViolations(client)).toEqual([]);
  await client.getByRole('button', { name: 'Submit answers' }).click();
  await expect(client.getByText('Thank you: your answers are with the studio')).toBeVisible();

  // The contract, from its own mail: consent, then a drawn signature.
  await client.goto(await linkIn(firstEmail, /^Please sign: Wedding agreement/));
  await expect(client.getByRole('document', { name: 'The contract' })).toContainText(
    `${first} Lane and ${second} Lane for Harbour wedding`,
  );
  await client.getByRole('checkbox', { name: /agree to sign electronically/ }).check();
  // The segmented control's radios are drawn by their labels: the label is what a finger taps.
  await client.getByRole('radiogroup', { name: 'How to sign' }).getByText('Draw', { exact: true }).click();
  await expect(client.getByRole('radio', { name: 'Draw' })).toBeChecked();
  await drawSignature(client);
  expect(await wcagViolations(client)).toEqual([]);
  await client.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(client.getByText('Thank you: your signature is recorded.')).toBeVisible();
  await phone.close();

  // The second client, on a desktop, types their name.
  const desktop = await browser.newContext();
  const other = await desktop.newPage();
  await other.goto(await linkIn(secondEmail, /^Please sign: Wedding agreement/));
  await other.getByRole('checkbox', { name: /agree to sign electronically/ }).check();
  await other.getByRole('textbox', { name: 'Your full name' }).fill(`${second} Lane`);
  await expect(other.getByRole('img', { name: 'Your signature' })).toHaveText(`${second} Lane`);
  await other.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(other.getByText('Thank you: your signature is recorded.')).toBeVisible();
  await desktop.close();

  // The lead is a job now, dated by the questionnaire; the owner countersigns its contract.
  await page.goto(`/jobs/view/${leadId}?tab=documents`);
  await expect(page.getByRole('heading', { name: 'Harbour wedding', level: 1 })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('Main date: Sep 20, 2031')).toBeVisible();
  await page.getByRole('link', { name: 'Wedding agreement' }).click();
  await page.getByRole('button', { name: 'Sign for the studio' }).click();
  const signing = page.getByRole('dialog', { name: 'Sign this contract for the studio' });
  await signing.getByRole('checkbox', { name: /agree to sign electronically/ }).check();
  await expect(signing.getByRole('textbox', { name: 'Your full name' })).toHaveValue('Pat Tester');
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(
    page.getByText('Signed. Everyone receives the sealed copy by email once it is ready.'),
  ).toBeVisible();
  expect(page.url()).toBe(contractUrl.replace('/leads/', '/jobs/'));

  // Sealed and mailed to every party: the signature verifies on the client's copy and the studio's.
  for (const to of [firstEmail, owner.email]) {
    const seal = checkSeal(await sealedPdfTo(to));
    expect(seal.problems, to).toEqual([]);
    expect(seal).toMatchObject({ valid: true, coversWholeFile: true, subFilter: 'ETSI.CAdES.detached' });
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Download the signed PDF' })).toBeVisible();
  const signed = page.getByRole('list', { name: 'Signers in signing order' }).getByRole('listitem');
  await expect(signed.nth(0).getByRole('img', { name: 'Drawn signature' })).toBeVisible();
  // The typed name in the script the PDF prints, told to a screen reader as a typed signature.
  await expect(signed.nth(1).getByText(`Typed signature: ${second} Lane`)).toHaveCSS(
    'font-family',
    /Dancing Script/,
  );
  const trail = page.getByRole('list', { name: 'Audit trail' }).getByRole('listitem');
  await expect(trail.first()).toBeVisible();
  const kinds = (await trail.allInnerTexts()).map((text) => text.split('\n')[0]);
  expect(kinds).toEqual([
    'Created',
    'Sent',
    'Opened',
    'Viewed',
    'Signed',
    'Opened',
    'Viewed',
    'Signed',
    'Signed',
    'Sealed',
    'Completed',
  ]);
  await expect(trail.filter({ hasText: /^Signed/ })).toHaveText([
    new RegExp(`by ${first} Lane`),
    new RegExp(`by ${second} Lane`),
    /by Pat Tester/,
  ]);

  // The answers on the questionnaire's page.
  await page.goto(`/jobs/view/${leadId}?tab=questionnaires`);
  await page.getByRole('link', { name: 'Wedding questionnaire' }).click();
  const answers = page.getByRole('region', { name: 'Answers' });
  for (const answer of ['Sep 20, 2031', 'Candid', '+1 503 555 0142', 'Golden hour portraits by the harbour.'])
    await expect(answers.getByText(answer, { exact: true })).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await studio.close();
  await api.dispose();
});
