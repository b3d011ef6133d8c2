import { Navigate, useLocation } from 'react-router';

/** Sends an old or external address on to its page, with the query and hash it came with. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
