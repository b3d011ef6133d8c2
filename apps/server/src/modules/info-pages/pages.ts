import { BRAND_COLOUR } from '@focal/contracts/brand';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export const INFO_PAGES = ['help', 'terms', 'privacy'] as const;
export type InfoPage = (typeof INFO_PAGES)[number];

/** Where the help, terms or privacy link goes: the configured address, else this server's page. */
export const infoPageUrl = (config: Pick<Config, 'infoPages' | 'publicUrl'>, page: InfoPage) =>
  config.infoPages[page] ?? `${config.publicUrl}/${page}`;

/**
 * The placeholder words a studio replaces (by setting HELP_URL, TERMS_URL or PRIVACY_URL to its own
 * pages): real sentences, so an installation that never set them still says something true.
 */
const PAGES: Record<InfoPage, { title: string; paragraphs: string[] }> = {
  help: {
    title: 'Help and tutorials',
    paragraphs: [
      'Focal keeps your clients, leads, jobs, calendar and payments in one place.',
      'Start from the dashboard: add a client or a lead, turn a booked lead into a job, and plan its sessions in the calendar. Settings hold your company, team, email and plan.',
      'This installation has no help centre of its own yet. For help, contact the person who runs Focal for your studio.',
    ],
  },
  terms: {
    title: 'Terms of use',
    paragraphs: [
      'These are the terms of use of this Focal installation. The organisation that runs it has not published its own terms yet; until it does, these placeholder terms apply.',
      'You may use Focal to run your studio: to keep records of your clients and jobs and to send them email. You are responsible for the data you enter and for having the right to keep it.',
      'Your plan and its price are shown under Settings before you pay. You can change or cancel your plan there.',
      'Contact the organisation that runs this installation with any question about these terms.',
    ],
  },
  privacy: {
    title: 'Privacy policy',
    paragraphs: [
      'This is the privacy policy of this Focal installation. The organisation that runs it has not published its own policy yet; until it does, this placeholder describes what Focal itself does.',
      'Focal keeps the account details you give (your name, email address and password, stored only as a hash) and the studio records you enter. It uses them to run the service, and sends email only about your account and on your behalf.',
      'Focal does not sell your data. You can ask the organisation that runs this installation to export or delete it.',
    ],
  },
};

/** A small self-contained page: no script, one inline style (the CSP allows inline styles). */
export function infoPageHtml(page: InfoPage): string {
  const { title, paragraphs } = PAGES[page];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Focal - ${escapeHtml(title)}</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.6;color:#1f2937;max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:${BRAND_COLOUR}}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="/">Back to Focal</a></p>
</main>
</body>
</html>
`;
}
