import { INVALID_EMAIL, REQUIRED, TERMS_REQUIRED } from '@focal/contracts';
import { PASSWORD_RULES } from '@focal/contracts/passwords';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, ok } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });

async function openSignup() {
  const app = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your Focal account' });
  return app;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Email'), 'Ada@Example.com');
  await user.type(field('Password'), 'correct horse battery staple');
  await user.type(field('Studio name'), 'Lovelace Studio');
  await user.selectOptions(field('Country'), 'GB');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }));
}

describe('sign-up page', () => {
  it("links the terms text to the installation's terms and privacy pages", async () => {
    mockApi({});
    await openSignup();
    const terms = screen.getByRole('link', { name: 'terms of use' });
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    // The server sends these paths on to TERMS_URL and PRIVACY_URL when set (modules/info-pages).
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms of use and privacy policy' }),
    ).not.toBeChecked();
  });

  it('shows the password rules under the field before any failure, ticking the length as the user types', async () => {
    mockApi({});
    const { user } = await openSignup();
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`• ${PASSWORD_RULES.minLength}`, `• ${PASSWORD_RULES.notCommon}`]);
    await user.type(field('Password'), 'short');
    expect(within(rules).getAllByRole('listitem')[0]).not.toHaveAttribute('data-met');
    await user.type(field('Password'), 'er pass');
    expect(within(rules).getAllByRole('listitem')[0]).toHaveTextContent(
      `✓ ${PASSWORD_RULES.minLength} (done)`,
    );
    expect(field('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the contracts’ messages under the inputs and the terms reminder for 3 seconds', async () => {
    const api = mockApi({});
    const { user } = await openSignup();
    await user.type(field('Email'), 'not-an-email');
    // The reminder's 3 seconds start after the click: measured from before it, not from when the test
    // first saw the reminder (later, by however long a busy machine took to look).
    const clickedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription(REQUIRED));
    expect(field('Last name')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Studio name')).toHaveAccessibleDescription(REQUIRED);
    expect(field('Email')).toHaveAccessibleDescription(INVALID_EMAIL);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');

    const reminder = await screen.findByRole('alert');
    expect(reminder).toHaveTextContent(TERMS_REQUIRED);
    await waitFor(() => expect(screen.queryByText(TERMS_REQUIRED)).not.toBeInTheDocument(), {
      timeout: 4500,
    });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3000);
    // Nothing is sent (the providers' buttons ask for their list on their own).
    expect(api.to('POST', '/api/auth/signup')).toHaveLength(0);
  });

  it('sets the country’s currency and main time zone, unless the user chose them', async () => {
    mockApi({});
    const { user } = await openSignup();
    await user.selectOptions(field('Time zone'), 'UTC');
    await user.selectOptions(field('Country'), 'GB');
    // The time zone was chosen by hand: it stays; the currency follows the country.
    expect(field('Currency')).toHaveValue('GBP');
    expect(field('Time zone')).toHaveValue('UTC');
  });

  it('sets the main time zone of the country chosen (issue 10: United Kingdom left UTC)', async () => {
    mockApi({});
    const { user } = await openSignup();
    await user.selectOptions(field('Country'), 'GB');
    expect(field('Currency')).toHaveValue('GBP');
    expect(field('Time zone')).toHaveValue('Europe/London');
    await user.selectOptions(field('Country'), 'US');
    expect(field('Currency')).toHaveValue('USD');
    expect(field('Time zone')).toHaveValue('America/New_York');
    await user.selectOptions(field('Country'), 'JP');
    expect(field('Time zone')).toHaveValue('Asia/Tokyo');
  });

  it('puts the server’s field messages under their inputs', async () => {
    const api = mockApi({
      'POST /api/auth/signup': () =>
        apiError(400, 'ValidationFailed', {
          fields: {
            password: 'This password is one of the most common and easy to guess. Please choose another.',
          },
        }),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'This password is one of the most common and easy to guess. Please choose another.',
      ),
    );
    expect(api.to('POST', '/api/auth/signup')[0]!.body).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      companyName: 'Lovelace Studio',
      country: 'GB',
      currency: 'GBP',
      timeZone: 'Europe/London',
      termsOfUseAccepted: true,
    });
  });

  it('goes to the thank-you page, where Resend sends the email again and the confirmation mail is linked', async () => {
    const resendUrl = '/api/auth/resend-confirmation?token=resend-token-0123456789';
    const mailUrl = '/dev/mail?token=mail-token-0123456789';
    const api = mockApi({
      'POST /api/auth/signup': () =>
        ok({
          email: 'ada@example.com',
          resourcesLinks: {
            RESEND_CONFIRMATION: { url: resendUrl, method: 'POST' },
            DEV_MAILBOX: { url: mailUrl },
          },
        }),
      'POST /api/auth/resend-confirmation': () => ok(null),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByText(/ada@example\.com/)).toBeInTheDocument();
    // The server's link to that one mail; the resend token opens nothing.
    const mailbox = await screen.findByRole('link', { name: 'Open the confirmation email' });
    expect(mailbox).toHaveAttribute('href', mailUrl);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Check your mail')).toBeVisible();
    expect(api.to('POST', '/api/auth/resend-confirmation')[0]!.url).toBe(resendUrl);
  });

  it('shows an email-taken answer as a toast', async () => {
    mockApi({
      'POST /api/auth/signup': () =>
        apiError(409, 'EmailTaken', null, 'Email in use', 'An account with this email already exists.'),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByText('Email in use')).toBeInTheDocument();
  });
});
