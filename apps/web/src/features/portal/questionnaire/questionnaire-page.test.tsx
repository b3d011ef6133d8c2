import type { PortalQuestionnaire } from '@focal/contracts/questionnaires/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { API, PORTAL, SESSION } from '../routes/test-portal';
import { questionnaireMessages as texts } from './messages';

const ID = '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a';
const Q = {
  venue: '11111111-1111-4111-8111-111111111111',
  style: '22222222-2222-4222-8222-222222222222',
  notes: '33333333-3333-4333-8333-333333333333',
};
const questionnaire = (over: Partial<PortalQuestionnaire> = {}): PortalQuestionnaire => ({
  id: ID,
  jobId: 'job-1',
  jobName: 'Anna & Tom wedding',
  name: 'Wedding questionnaire',
  status: 'sent',
  questionCount: 3,
  answeredCount: 0,
  submittedAt: null,
  version: 0,
  sections: [
    {
      id: 's1',
      title: 'The day',
      help: 'Tell us about the day.',
      questions: [
        {
          id: Q.venue,
          kind: 'short-text',
          label: 'Venue name',
          help: 'Where it happens',
          required: true,
          options: [],
          fills: null,
        },
        {
          id: Q.style,
          kind: 'single-choice',
          label: 'Style',
          help: null,
          required: true,
          options: ['Classic', 'Candid'],
          fills: null,
        },
        {
          id: Q.notes,
          kind: 'long-text',
          label: 'Anything else?',
          help: null,
          required: false,
          options: [],
          fills: null,
        },
      ],
    },
  ],
  answers: {},
  ...over,
});
const ONE = `${API}/questionnaires/${ID}`;
const PAGE = `${PORTAL}/questionnaires/${ID}`;
const DRAFT_KEY = `focal.questionnaire.${PORTAL.split('/').pop()}.${ID}`;

function open(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ [`GET ${API}/session`]: () => ok(SESSION), ...routes });
  return { api, ...renderApp(PAGE) };
}

const FILE_Q = '44444444-4444-4444-8444-444444444444';
/** One section holding one file question. */
const fileQuestionnaire = () =>
  questionnaire({
    sections: [
      {
        id: 's1',
        title: 'Papers',
        help: null,
        questions: [
          {
            id: FILE_Q,
            kind: 'file',
            label: 'Your invitation',
            help: null,
            required: false,
            options: [],
            fills: null,
          },
        ],
      },
    ],
  });

describe('a questionnaire in the portal', () => {
  beforeEach(() => window.localStorage.clear());

  it('saves as the client types: only the questions changed, a moment after the last key, and says Saved', async () => {
    let version = 0;
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(questionnaire()),
      [`PUT ${ONE}/answers`]: () => ok(questionnaire({ version: ++version, status: 'in_progress' })),
    });
    const venue = await screen.findByRole('textbox', { name: /Venue name/ });
    expect(venue).toBeRequired();
    expect(screen.getByText('Where it happens')).toBeVisible();
    await user.type(venue, 'Rosewood');
    // Kept on the device at once, before any save.
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!).changes).toEqual({ [Q.venue]: 'Rosewood' });
    await waitFor(() => expect(api.to('PUT', `${ONE}/answers`)).toHaveLength(1), { timeout: 3000 });
    expect(api.to('PUT', `${ONE}/answers`)[0]!.body).toEqual({ answers: { [Q.venue]: 'Rosewood' } });
    expect(await screen.findByText(texts.status.saved)).toBeVisible();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps what was typed when the tab closed before it was saved, and sends it on return over the server draft', async () => {
    const first = open({
      [`GET ${ONE}`]: () => ok(questionnaire({ answers: { [Q.notes]: 'From the server' } })),
      [`PUT ${ONE}/answers`]: () => new Promise<Response>(() => {}),
    });
    await first.user.type(await screen.findByRole('textbox', { name: /Venue name/ }), 'Barn');
    // The tab closes at once: nothing reached the server.
    cleanup();

    const { api } = open({
      [`GET ${ONE}`]: () => ok(questionnaire({ answers: { [Q.notes]: 'From the server' } })),
      [`PUT ${ONE}/answers`]: () =>
        ok(questionnaire({ version: 1, answers: { [Q.venue]: 'Barn', [Q.notes]: 'From the server' } })),
    });
    expect(await screen.findByRole('textbox', { name: /Venue name/ })).toHaveValue('Barn');
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveValue('From the server');
    await waitFor(() => expect(api.to('PUT', `${ONE}/answers`)).toHaveLength(1));
    expect(api.to('PUT', `${ONE}/answers`)[0]!.body).toEqual({ answers: { [Q.venue]: 'Barn' } });
  });

  it('names each required question left empty on Submit, sending nothing; then submits once and reads as sent', async () => {
    const { api, user } = open({
      [`GET ${ONE}`]: () =>
        ok(questionnaire({ answers: { [Q.venue]: 'Barn' }, version: 3, status: 'in_progress' })),
      [`PUT ${ONE}/answers`]: () => ok(questionnaire({ version: 4, status: 'in_progress' })),
      [`POST ${ONE}/submit`]: () =>
        ok(
          questionnaire({
            status: 'submitted',
            submittedAt: '2026-12-07T10:00:00.000Z',
            version: 4,
            answers: { [Q.venue]: 'Barn', [Q.style]: 'Candid' },
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: texts.page.submit }));
    const style = screen.getByRole('radiogroup', { name: /Style/ });
    expect(within(style.parentElement!).getByText('This question needs an answer.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(texts.page.fix(1));
    expect(api.to('POST', `${ONE}/submit`)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Candid' }));
    await user.click(screen.getByRole('button', { name: texts.page.submit }));
    await waitFor(() => expect(api.to('POST', `${ONE}/submit`)).toHaveLength(1));
    // The pending answer was saved first, and the submit names the version that save answered.
    expect(api.to('PUT', `${ONE}/answers`)[0]!.body).toEqual({ answers: { [Q.style]: 'Candid' } });
    expect(api.to('POST', `${ONE}/submit`)[0]!.body).toEqual({ version: 4 });
    expect(await screen.findByText(texts.page.submittedTitle)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Venue name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: texts.page.submit })).toBeNull();
  });

  it("shows the server's refusal under its question", async () => {
    const { user } = open({
      [`GET ${ONE}`]: () =>
        ok(questionnaire({ answers: { [Q.venue]: 'Barn', [Q.style]: 'Classic' }, version: 2 })),
      [`POST ${ONE}/submit`]: () =>
        apiError(400, 'ValidationFailed', {
          fields: { [`answers.${Q.venue}`]: 'Keep this answer to one line.' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: texts.page.submit }));
    expect(await screen.findByText('Keep this answer to one line.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Venue name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is listed on the home with its state and how much is answered', async () => {
    mockApi({
      [`GET ${API}/session`]: () => ok(SESSION),
      [`GET ${API}/home`]: () => ok({ jobs: [], quotes: [], invoices: [] }),
      [`GET ${API}/questionnaires`]: () => ok({ rows: [{ ...questionnaire({ answeredCount: 1 }) }] }),
    });
    renderApp(PORTAL);
    const section = await screen.findByRole('region', { name: texts.home.title });
    expect(within(section).getByRole('link', { name: 'Wedding questionnaire' })).toHaveAttribute(
      'href',
      PAGE,
    );
    expect(within(section).getByText('1 of 3 answered')).toBeVisible();
  });

  it('uploads a file as soon as it is chosen and saves it as the answer; it can be removed', async () => {
    const withFile = fileQuestionnaire();
    const stored = {
      id: `${'a'.repeat(64)}.bin`,
      name: 'invite.pdf',
      size: 2048,
      contentType: 'application/pdf' as const,
    };
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(withFile),
      [`POST ${ONE}/files`]: () => ok(stored),
      [`PUT ${ONE}/answers`]: () => ok({ ...withFile, version: 1 }),
    });
    const input = await screen.findByLabelText('Your invitation');
    await user.upload(input, new File(['%PDF'], 'invite.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('invite.pdf (2 KB)')).toBeVisible();
    await waitFor(() => expect(api.to('PUT', `${ONE}/answers`)).toHaveLength(1), { timeout: 3000 });
    expect(api.to('PUT', `${ONE}/answers`)[0]!.body).toEqual({ answers: { [FILE_Q]: stored } });
    await user.click(screen.getByRole('button', { name: texts.fields.removeFile('invite.pdf') }));
    expect(await screen.findByLabelText('Your invitation')).toBeVisible();
  });

  it("says why a file was not taken: the server's words, or a file past 10 MB, which is never sent", async () => {
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(fileQuestionnaire()),
      [`POST ${ONE}/files`]: () =>
        apiError(400, 'ValidationFailed', { fields: { file: 'Send a picture or a PDF.' } }),
    });
    const input = await screen.findByLabelText('Your invitation');
    await user.upload(input, new File(['%PDF'], 'invite.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Send a picture or a PDF.')).toBeVisible();
    const big = new File(['x'], 'album.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByText(texts.fields.tooLarge)).toBeVisible();
    expect(screen.queryByText('Send a picture or a PDF.')).toBeNull();
    expect(api.to('POST', `${ONE}/files`)).toHaveLength(1);
  });

  it('says so when the answers were saved from another device since, and shows them before submitting again', async () => {
    let server = questionnaire({ answers: { [Q.venue]: 'Barn', [Q.style]: 'Classic' }, version: 2 });
    const { api, user } = open({
      [`GET ${ONE}`]: () => ok(server),
      [`POST ${ONE}/submit`]: () => {
        server = questionnaire({ answers: { [Q.venue]: 'Old mill', [Q.style]: 'Classic' }, version: 3 });
        return apiError(409, 'StaleVersion');
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.page.submit }));
    expect(await screen.findByText(texts.page.changed)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Venue name/ })).toHaveValue('Old mill'));
    expect(api.to('POST', `${ONE}/submit`)).toHaveLength(1);
  });
});
