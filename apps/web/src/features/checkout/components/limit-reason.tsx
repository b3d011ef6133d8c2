import { Alert } from '@mantine/core';
import { limitText } from '../../../shared/plan-limits/messages';

/** The limits whose message needs no number: the plans say why they opened with those alone. */
const REASONS = ['COMPANIES', 'USERS', 'BOOKING_FORMS', 'CONTACT_FORMS'] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: string | null): value is Reason => REASONS.some((reason) => reason === value);

/**
 * Why the plans opened, above them, when a limit sent the user here (`?limit=`, from the server's
 * UPGRADE_PLAN link; e.g. Add New Company at the companies limit): spec 01 §8's message.
 */
export function LimitReason({ search }: { search: string }) {
  const reason = new URLSearchParams(search).get('limit');
  if (!isReason(reason)) return null;
  return (
    <Alert color="yellow" role="status">
      {limitText(reason, null)}
    </Alert>
  );
}
