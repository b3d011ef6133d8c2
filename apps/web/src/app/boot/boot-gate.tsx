import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { bootstrapQueryOptions } from '../../shared/bootstrap/get-bootstrap';
import { setSessionEmail } from '../../shared/session/session-store';
import { CenteredLoader } from '../../shared/ui/centered-loader';
import { appMessages } from '../messages';
import { handleBootError } from './handle-boot-error';
import { installRouteRefresher } from './route-refresher';

installRouteRefresher();

/** The authenticated frame needs the bootstrap (profile and company) before it renders. */
export function BootGate({ children }: { children: ReactNode }) {
  const { data, error } = useQuery(bootstrapQueryOptions());
  const handled = useRef<unknown>(null);

  useEffect(() => {
    if (data) setSessionEmail(data.profile.email);
  }, [data]);

  useEffect(() => {
    // Once per error, even when effects run twice (React's strict mode in development).
    if (!error || handled.current === error) return;
    handled.current = error;
    void handleBootError(error);
  }, [error]);

  if (data) return children;
  return <CenteredLoader label={appMessages.booting} />;
}
