import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { bootstrapQueryOptions } from '../../shared/bootstrap/get-bootstrap';
import { setSessionUser } from '../../shared/session/session-store';
import { CenteredLoader } from '../../shared/ui/centered-loader';
import { appMessages } from '../messages';
import { handleBootError } from './handle-boot-error';
import { hasNoCurrentPlan, isCheckoutPage, runNoActiveSubscription } from './no-active-subscription';
import { installRouteRefresher } from './route-refresher';

installRouteRefresher();

/** The authenticated frame needs the bootstrap (profile and company) before it renders. */
export function BootGate({ children }: { children: ReactNode }) {
  const { data, error, isFetching } = useQuery(bootstrapQueryOptions());
  const { pathname } = useLocation();
  const handled = useRef<unknown>(null);
  // Spec 01 §4.2: no current plan → the no-active-subscription flow instead of the page.
  const lapsed = hasNoCurrentPlan(data) && !isCheckoutPage(pathname);

  useEffect(() => {
    if (data) setSessionUser(data.profile);
  }, [data]);

  useEffect(() => {
    // Once per error, even when effects run twice (React's strict mode in development).
    if (!error || handled.current === error) return;
    handled.current = error;
    void handleBootError(error);
  }, [error]);

  useEffect(() => {
    // Not on a stale copy being fetched again (after a purchase), and once per answer.
    if (!lapsed || isFetching || handled.current === data) return;
    handled.current = data;
    void runNoActiveSubscription(data!);
  }, [lapsed, isFetching, data]);

  // The frame and the page mount in a deferred render: React draws them in slices of a few
  // milliseconds, yielding to the browser between them, instead of in one task as long as the whole
  // first screen (the query's answer is an external store update, drawn at once). The initial value
  // defers the first render too, when the bootstrap is already there (the early request's answer).
  const ready = Boolean(data) && !lapsed;
  const drawn = useDeferredValue(ready, false);
  if (ready && drawn) return children;
  return <CenteredLoader label={appMessages.booting} />;
}
