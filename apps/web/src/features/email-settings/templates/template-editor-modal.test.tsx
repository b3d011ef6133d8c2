import { ApiRoutes } from '@focal/contracts/api-routes';
import type { EmailSettingsSection } from '@focal/contracts/email-settings';
import type { EmailTemplate } from '@focal/contracts/email-templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { templateMessages as texts } from './messages';
import { TemplateEditorModal } from './template-editor-modal';

const R = ApiRoutes;
const LINKS: EmailSettingsSection['links'] = {
  CREATE: { url: R.createEmailTemplate.path, method: 'POST' },
  UPDATE: { url: R.updateEmailTemplate.path, method: 'POST' },
  VALIDATE: { url: R.validateEmailTemplate.path, method: 'POST' },
};
const SAVED: EmailTemplate = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Booking confirmed',
  subject: 'See you soon, {{client_first_name}}',
  body: '<p>Hello {{client_first_name}}, your {{job_name}} is booked.</p>',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const unknownField = {
  field: 'subject',
  code: 'UNKNOWN_MERGE_FIELD',
  message: 'Unknown merge field {{client_nickname}}',
  fieldName: 'client_nickname',
};

function open(template: EmailTemplate | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  let closed = 0;
  const view = renderPage(
    <TemplateEditorModal template={template} links={LINKS} onClose={() => closed++} />,
    {
      bootstrap: bootstrapFixture(),
    },
  );
  return { api, ...view, closed: () => closed };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the template editor', () => {
  it('validates on the server and lists an unknown merge field next to the subject, by name', async () => {
    let answer: unknown = { valid: false, errors: [unknownField] };
    const { user, api } = open(null, { [`POST ${R.validateEmailTemplate.path}`]: () => ok(answer) });
    await screen.findByRole('dialog', { name: texts.editor.createTitle });
    await user.type(field('Name'), 'Welcome');
    await user.type(field('Subject'), 'Hi {{{{client_nickname}}');
    await user.click(screen.getByRole('button', { name: texts.editor.validate }));
    expect(await screen.findByText('Unknown merge field {{client_nickname}}')).toBeVisible();
    expect(field('Subject')).toHaveAccessibleDescription('Unknown merge field {{client_nickname}}');
    expect(api.to('POST', R.validateEmailTemplate.path)[0]?.body).toEqual({
      name: 'Welcome',
      subject: 'Hi {{client_nickname}}',
      body: '',
    });

    answer = { valid: true, errors: [] };
    await user.click(screen.getByRole('button', { name: texts.editor.validate }));
    expect(await screen.findByText(texts.editor.valid)).toBeVisible();
    expect(screen.queryByText('Unknown merge field {{client_nickname}}')).toBeNull();
  });

  it('inserts merge fields from the menu into the subject and the body', async () => {
    const { user } = open(null);
    await screen.findByRole('dialog', { name: texts.editor.createTitle });
    await user.type(field('Subject'), 'Hello ');
    await user.click(screen.getByRole('button', { name: texts.editor.insertFieldInto('Subject') }));
    await user.click(await screen.findByRole('menuitem', { name: 'Client first name' }));
    expect(field('Subject')).toHaveValue('Hello {{client_first_name}}');

    await user.click(screen.getByRole('button', { name: texts.editor.insertFieldInto('Body') }));
    await user.click(await screen.findByRole('menuitem', { name: 'Job name' }));
    await waitFor(() => expect(field('Body')).toHaveTextContent('{{job_name}}'));
  });

  it('previews subject and body with the sample values', async () => {
    const { user } = open(SAVED);
    await screen.findByRole('dialog', { name: texts.editor.editTitle(SAVED.name) });
    await user.click(screen.getByRole('tab', { name: texts.editor.preview }));
    expect(await screen.findByTestId('preview-subject')).toHaveTextContent('See you soon, Emma');
    const document = screen.getByRole('document', { name: texts.editor.preview });
    await waitFor(() => expect(document).toHaveTextContent('Hello Emma, your Clarke Wedding is booked.'));
  });

  it('shows the problems of a refused save next to their fields and stays open', async () => {
    const { user, closed } = open(null, {
      [`POST ${R.createEmailTemplate.path}`]: () =>
        apiError(400, 'ValidationFailed', {
          errors: [
            unknownField,
            { field: 'body', code: 'UNSAFE_HTML', message: 'Body contains <script>', fieldName: '<script>' },
          ],
        }),
    });
    await screen.findByRole('dialog', { name: texts.editor.createTitle });
    await user.type(field('Name'), 'Welcome');
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    expect(await screen.findByText('Unknown merge field {{client_nickname}}')).toBeVisible();
    expect(screen.getByText('Body contains <script>')).toBeVisible();
    expect(field('Body')).toHaveAccessibleDescription('Body contains <script>');
    expect(closed()).toBe(0);
  });

  it('creates a template, says so and closes', async () => {
    const { user, api, closed } = open(null, {
      [`POST ${R.createEmailTemplate.path}`]: () => ok({ ...SAVED, name: 'Welcome' }),
    });
    await screen.findByRole('dialog', { name: texts.editor.createTitle });
    await user.type(field('Name'), 'Welcome');
    await user.type(field('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: texts.editor.save }));
    expect(await screen.findByText(texts.editor.created('Welcome'))).toBeVisible();
    expect(api.to('POST', R.createEmailTemplate.path)[0]?.body).toEqual({
      name: 'Welcome',
      subject: 'Hello',
      body: '',
    });
    expect(closed()).toBe(1);
  });

  it('saves an edit with the version it was loaded at', async () => {
    const { user, api } = open(SAVED, {
      [`POST ${R.updateEmailTemplate.path}`]: (request) => ok({ ...SAVED, ...(request.body as object) }),
    });
    const editor = await screen.findByRole('dialog', { name: texts.editor.editTitle(SAVED.name) });
    expect(field('Name')).toHaveValue(SAVED.name);
    await waitFor(() => expect(field('Body')).toHaveTextContent('your {{job_name}} is booked'));
    // The shared editor with blocks: a body may have headings and quotes (a signature may not).
    expect(within(editor).getByRole('button', { name: 'Heading 2' })).toBeVisible();
    expect(within(editor).getByRole('button', { name: 'Blockquote' })).toBeVisible();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Booked');
    await user.click(within(editor).getByRole('button', { name: texts.editor.save }));
    expect(await screen.findByText(texts.editor.saved('Booked'))).toBeVisible();
    expect(api.to('POST', R.updateEmailTemplate.path)[0]?.body).toEqual({
      id: SAVED.id,
      updatedAt: SAVED.updatedAt,
      name: 'Booked',
      subject: SAVED.subject,
      body: SAVED.body,
    });
  });
});
