import { describe, expect, it } from 'vitest';
import { uiTexts } from './ui-texts.ts';

/**
 * Issue 31: the UI speaks in sentence case ("Add client", not "Add Client"). Texts the product spec
 * gives word for word keep its capitals, and proper names keep theirs; both are listed here, so a
 * new Title Case text fails until it is rewritten or, if the spec or a name asks for it, listed.
 */
const SPEC_TEXTS = [
  'Add New Company',
  'Sign Out',
  'Import Data',
  'Quick Account Update',
  'Got It',
  'Reload The Page',
  'Reload the Page',
  'Upload Photo',
  'UPLOAD PHOTO',
  'Crop & Save',
  'Not Now',
  'Go to Email Settings',
  'Set Up Two-Factor Authentication',
  'Download App',
  'Set Questions',
  'Enter Code',
  'Yes, Cancel Setup',
  'No, Go Back',
  // The plan limits' feature names, as spec 01's limit messages write them ('… number of Active Jobs').
  'Active Jobs',
  'Online Booking Forms',
  'Contact Forms',
  'Brands / Companies',
];

/** Names of products, companies, places and keys, and the menu items of other apps a text quotes. */
const PROPER_NAMES = [
  'Focal',
  'Gmail',
  'Google Authenticator',
  'Microsoft Authenticator',
  'Google Calendar',
  'Apple Calendar',
  'Google',
  'Apple',
  'Outlook',
  'Microsoft',
  'Stripe',
  'Xero',
  'QuickBooks',
  'Pic-Time',
  'American Express',
  'Mastercard',
  'Visa',
  '3-D Secure',
  'Kansas',
  'WebP',
  'New Calendar Subscription',
  'From URL',
  'Subscribe from web',
  'Add calendar',
  'Subscribe',
  'Import',
  'Space',
  'Enter',
  'Shift',
  'Alt',
];

/** Spec texts that say login: the two-factor modal's button and link (spec 02), the wrong-account modal (spec 01 §8). */
const SPEC_LOGIN_TEXTS = [
  'Login',
  'Complete login with the authenticator app',
  'Go to the administrator login',
  "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
];

const ALLOWED = [...SPEC_TEXTS, ...PROPER_NAMES].sort((a, b) => b.length - a.length);
/** Small words Title Case leaves in lower case ("Reload the Page"). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/** The run of two or more capitalised words a text has ("Add New Client"), after the allowed ones are taken out. */
export function titleCaseRun(text: string): string | undefined {
  let rest = text;
  for (const allowed of ALLOWED) rest = rest.split(allowed).join(' · ');
  // A sentence's or a clause's punctuation ends a run: "Sign in. Then" is two sentences.
  for (const clause of rest.split(/[.!?:;,·()“”"→…–—]+/)) {
    const words = clause.split(/[\s+/]+/).filter(Boolean);
    let run: string[] = [];
    for (const word of words) {
      if (/^[A-Z][a-z]/.test(word)) run.push(word);
      else if (run.length > 0 && SMALL_WORDS.has(word)) continue;
      else if (run.length >= 2) return run.join(' ');
      else run = [];
    }
    if (run.length >= 2) return run.join(' ');
  }
  return undefined;
}

describe('sentence case in the UI', () => {
  it('finds Title Case and lets sentences, spec texts and names pass', () => {
    expect(titleCaseRun('Add New Client')).toBe('Add New Client');
    expect(titleCaseRun('Log In')).toBe('Log In');
    expect(titleCaseRun('Open the Calendar')).toBe('Open Calendar');
    expect(titleCaseRun('+ Add client')).toBeUndefined();
    expect(titleCaseRun('Saved. Your clients see it now.')).toBeUndefined();
    expect(titleCaseRun('Connect Gmail')).toBeUndefined();
    expect(titleCaseRun('Sign in to Focal')).toBeUndefined();
    expect(titleCaseRun('Got It')).toBeUndefined();
  });

  it('has no Title Case text in the web app or the server’s messages', () => {
    const texts = uiTexts();
    expect(texts.length).toBeGreaterThan(1000);
    const titleCase = texts
      .filter((t) => titleCaseRun(t.text))
      .map((t) => `${t.file}:${t.line} ${JSON.stringify(t.text)}`);
    expect(titleCase).toEqual([]);
  });

  it('says "Sign in", never "Log in" or "Login", outside the spec’s own texts', () => {
    const logIn = uiTexts()
      .filter((t) => /\blog[ -]?in\b/i.test(t.text) || /\bSign[ -]In\b/.test(t.text))
      .filter((t) => !SPEC_LOGIN_TEXTS.includes(t.text))
      .map((t) => `${t.file}:${t.line} ${JSON.stringify(t.text)}`);
    expect(logIn).toEqual([]);
  });
});
