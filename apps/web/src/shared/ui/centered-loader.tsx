import { sharedMessages } from '../messages';
import { LoadingStatus } from './loading-status';

/** The whole screen while the app itself loads (a route's code, the boot). */
export function CenteredLoader({ label = sharedMessages.loading }: { label?: string }) {
  return <LoadingStatus label={label} mih="100dvh" />;
}
