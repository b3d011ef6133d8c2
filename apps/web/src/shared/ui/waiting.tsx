import { LoadingStatus } from './loading-status';

/** A page that is waiting for the server, said in words (for screen readers too). */
export function Waiting({ text }: { text: string }) {
  return <LoadingStatus label={text} visibleLabel py="xl" />;
}
