import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { spfOutcome } from './spf-outcome';
import { clearSpfPending, readSpfPending, SPF_CHECK_INTERVAL_MS, useSpfPending } from './spf-pending';
import { spfStatusQueryOptions } from './spf-status-query';

// The modals load with the first ending: most sessions never have a pending check.
const openResult = (outcome: 'success' | 'failure') =>
  import('./spf-result-modals').then((m) => m.openSpfResultModal(outcome));

/**
 * Spec 02 §4, mounted in the signed-in frame: while the current company has a pending SPF check,
 * asks the SPF route at once and then every 15 minutes, and ends the check with the success or
 * failure modal. Nothing is asked while no check is pending. A company switch reads that company's
 * pending state (the query and the storage key are both per company).
 */
export function SpfCheckWatcher() {
  const companyId = useBootstrap().authorizedCompany.id;
  const pending = useSpfPending(companyId);
  const { data, dataUpdatedAt, refetch } = useQuery({
    ...spfStatusQueryOptions(companyId),
    enabled: pending !== null,
    refetchInterval: pending ? SPF_CHECK_INTERVAL_MS : false,
    // A tab in the background still finishes the check, so the modal waits there when it comes back.
    refetchIntervalInBackground: true,
  });

  // A check marked after the last answer (a save while the settings page showed one) asks again;
  // cancelRefetch: false joins a request already under way instead of sending a second one.
  const since = pending?.since;
  useEffect(() => {
    if (since !== undefined && dataUpdatedAt < since) void refetch({ cancelRefetch: false });
  }, [since, dataUpdatedAt, refetch]);

  useEffect(() => {
    if (!data) return;
    // Read afresh: another watcher (another tab) may have ended the check since this render.
    const current = readSpfPending(companyId);
    if (!current || dataUpdatedAt < current.since) return;
    const outcome = spfOutcome(data, current, dataUpdatedAt);
    if (outcome === 'keep-checking') return;
    clearSpfPending(companyId);
    if (outcome !== 'obsolete') void openResult(outcome);
  }, [companyId, data, dataUpdatedAt]);

  return null;
}
