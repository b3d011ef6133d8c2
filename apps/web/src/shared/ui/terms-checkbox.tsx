import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sharedMessages } from '../messages';

type Reminder = typeof import('./terms-reminder').TermsReminder;
let reminder: Promise<Reminder> | null = null;
let LoadedReminder: Reminder | null = null;
/** Loads the reminder's popover (Mantine's Popover and floating layer): call when the user starts on the form. */
export const preloadTermsReminder = () => {
  reminder ??= import('./terms-reminder').then((m) => (LoadedReminder = m.TermsReminder));
  reminder.catch(() => (reminder = null));
  return reminder;
};

/** Spec 01 §5: how long the terms reminder stays up. */
const TERMS_REMINDER_MS = 3000;

/** Whether the terms reminder shows, and a way to show it (it hides itself after 3 s). */
export function useTermsReminder() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), TERMS_REMINDER_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  // The 3 s count from when the popup can show: its code first (usually there since the form's focus).
  const asked = useRef(0);
  const remind = useCallback((show: boolean) => {
    const ask = ++asked.current;
    if (!show) return setShown(false);
    void preloadTermsReminder()
      .catch(() => {})
      .then(() => ask === asked.current && setShown(true));
  }, []);
  return [shown, remind] as const;
}

type Props = CheckboxProps & { showReminder: boolean };

/**
 * The installation's terms and privacy pages: the server sends these paths to the addresses set in
 * TERMS_URL and PRIVACY_URL, or shows its own pages (modules/info-pages), so this prerendered page
 * needs no setting of its own. A new tab keeps what the form holds.
 */
const TERMS_PAGE = '/terms';
const PRIVACY_PAGE = '/privacy';

const words = sharedMessages.termsOfUseParts;
const TermsLabel = () => (
  <>
    {words.before}
    <Anchor href={TERMS_PAGE} target="_blank" rel="noopener" inherit>
      {words.terms}
    </Anchor>
    {words.and}
    <Anchor href={PRIVACY_PAGE} target="_blank" rel="noopener" inherit>
      {words.privacy}
    </Anchor>
  </>
);

/**
 * Spec 01 §5: unticked on submit, a popup asks to accept the terms (useTermsReminder times it). The
 * page paints with the plain checkbox; the popover around it comes with the first reminder (unticked,
 * so the checkbox it re-creates holds the same state).
 */
export function TermsCheckbox({ showReminder, ...props }: Props) {
  const [used, setUsed] = useState(false);
  if (showReminder && !used) setUsed(true);
  const checkbox = <Checkbox label={<TermsLabel />} {...props} />;
  // useTermsReminder shows it only once its code is there.
  if (!used || !LoadedReminder) return <div>{checkbox}</div>;
  return <LoadedReminder opened={showReminder}>{checkbox}</LoadedReminder>;
}
