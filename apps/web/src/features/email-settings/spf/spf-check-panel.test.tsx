import { SPF_EXPLANATIONS, SPF_FIX_HINT } from '@focal/contracts/spf-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bootstrapFixture } from '../../../test/bootstrap-fixture';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render-page';
import { spfMessages } from './messages';
import { SpfCheckPanel } from './spf-check-panel';
import { SPF_PATH, spfAnswer } from './test-spf';

const texts = spfMessages.panel;

describe('the SPF panel under the custom SMTP form', () => {
  it('explains a failing record in the words of npm run spf and gives the exact TXT record to copy', async () => {
    const answer = spfAnswer('SPF_ISSUE');
    mockApi({ [`GET ${SPF_PATH}`]: () => ok(answer) });
    const { user } = renderPage(<SpfCheckPanel />, { bootstrap: bootstrapFixture() });
    const panel = await screen.findByRole('region', { name: texts.title });
    expect(await within(panel).findByText(texts.issue)).toBeVisible();
    expect(within(panel).getByText(SPF_EXPLANATIONS.softfail)).toBeVisible();
    expect(within(panel).getByText(SPF_FIX_HINT)).toBeVisible();
    expect(within(panel).getByText('studio.example')).toBeVisible();
    expect(within(panel).getByText('smtp.mailhost.example')).toBeVisible();
    expect(within(panel).getByText('~all')).toBeVisible();
    expect(within(panel).getByText('v=spf1 ip4:198.51.100.1 ~all')).toBeVisible();
    const record = 'v=spf1 ip4:198.51.100.1 ip4:192.0.2.10 ~all';
    expect(within(panel).getByLabelText(texts.toPublish)).toHaveTextContent(record);
    expect(within(panel).getByText(texts.publishAt('studio.example'))).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: texts.copy }));
    expect(await navigator.clipboard.readText()).toBe(record);
    expect(within(panel).getByRole('button', { name: texts.copied })).toBeVisible();
  });

  it('says when no record is published', async () => {
    mockApi({ [`GET ${SPF_PATH}`]: () => ok(spfAnswer('SPF_ISSUE', { records: [], result: 'none' })) });
    renderPage(<SpfCheckPanel />, { bootstrap: bootstrapFixture() });
    expect(await screen.findByText(texts.noneFound)).toBeVisible();
  });

  it('checks again with Check now, and shows a correct record without a record to publish', async () => {
    let status: 'SPF_ISSUE' | 'CONNECTED' = 'SPF_ISSUE';
    const api = mockApi({ [`GET ${SPF_PATH}`]: () => ok(spfAnswer(status)) });
    const { user } = renderPage(<SpfCheckPanel />, { bootstrap: bootstrapFixture() });
    expect(await screen.findByText(texts.issue)).toBeVisible();
    status = 'CONNECTED';
    await user.click(screen.getByRole('button', { name: texts.checkNow }));
    expect(await screen.findByText(texts.connected)).toBeVisible();
    expect(api.to('GET', SPF_PATH)).toHaveLength(2);
    expect(screen.getByText(SPF_EXPLANATIONS.pass)).toBeVisible();
    expect(screen.queryByLabelText(texts.toPublish)).toBeNull();
  });

  it('says the check failed when the route cannot answer, and Check now tries again', async () => {
    let fail = true;
    mockApi({
      [`GET ${SPF_PATH}`]: () => (fail ? apiError(503, 'ServiceUnavailable') : ok(spfAnswer('CONNECTED'))),
    });
    const { user } = renderPage(<SpfCheckPanel />, { bootstrap: bootstrapFixture() });
    expect(await screen.findByText(texts.loadFailed)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: texts.checkNow }));
    await waitFor(() => expect(screen.getByText(texts.connected)).toBeVisible());
  });
});
