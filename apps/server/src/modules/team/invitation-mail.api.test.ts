import { TeamPaths } from '@focal/contracts';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { linkIn, tokenFromLink, uniqueEmail } from '../../test/factories.ts';
import { loopbackMail } from '../../test/loopback-mail.ts';
import { TEST_PUBLIC_URL } from '../../test/test-app.ts';

// The app of this file delivers its mail to a real SMTP server on loopback, from its job workers.
const smtp = loopbackMail();

describe('the invitation mail over real SMTP', () => {
  it('arrives with a working link to /company/register/{token}', async ({ api }) => {
    const owner = await api.signedInOwner({
      firstName: 'Olive',
      lastName: 'Owner',
      companyName: 'Olive Studio',
    });
    const email = uniqueEmail('smtp-invitee');
    const res = await api.post(TeamPaths.invitations, { email }, { as: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitForMail(email);
    expect(mail.subject).toBe('Olive Owner invited you to join Olive Studio on Focal');
    expect(mail.html).toContain('Accept the invitation');
    const link = linkIn(mail.text!, '/company/register/');
    expect(link.startsWith(`${TEST_PUBLIC_URL}/company/register/`)).toBe(true);
    const page = await api.get(TeamPaths.publicInvitation(tokenFromLink(link)));
    expect(page.json().data).toMatchObject({ companyName: 'Olive Studio', email });
  });
});
