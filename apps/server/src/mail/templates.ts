import { BRAND_COLOUR } from '@focal/contracts/brand';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

type LinkMail = { to: string; firstName: string; link: string };

/**
 * One layout for every mail: a greeting, a paragraph (or a few: a studio notice's lines), one button
 * in the brand colour, and the plain link as fallback. Exported for mails whose words name their
 * recipient's context (the team invitation, the mail-route and studio notices).
 */
export function linkMail(subject: string, intro: string | readonly string[], button: string, outro: string) {
  const paragraphs = typeof intro === 'string' ? [intro] : intro;
  return ({ to, firstName, link }: LinkMail) => ({
    to,
    subject,
    text: `Hi ${firstName},\n\n${paragraphs.join('\n\n')}\n\n${button}: ${link}\n\n${outro}\n\nFocal`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>Hi ${escapeHtml(firstName)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:${BRAND_COLOUR};color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p><p>Focal</p></body></html>`,
  });
}

export const confirmSignupMail = linkMail(
  'Confirm your email address for Focal',
  'Welcome to Focal! Please confirm your email address to finish setting up your studio.',
  'Confirm my email',
  'The link works once and expires in 48 hours. If you did not sign up, ignore this email.',
);

export const resetPasswordMail = linkMail(
  'Set a new password for Focal',
  'Someone asked to set a new password for your Focal account.',
  'Set a new password',
  'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
);

export const confirmChangeMail = linkMail(
  'Confirm your new email address for Focal',
  'Please confirm that this is the new email address for your Focal account.',
  'Confirm the new address',
  'The link works once and expires in 48 hours. Until then the old address stays in use.',
);
