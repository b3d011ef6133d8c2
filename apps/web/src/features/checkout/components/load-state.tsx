import { Alert, Button } from '@mantine/core';
import { checkoutMessages } from '../messages';
import { LoadingStatus } from '../../../shared/ui/loading-status';

/** What a page shows while its data loads, or when it could not be loaded (with a retry). */
export function LoadState({ error, retry }: { error: unknown; retry: () => void }) {
  if (!error) return <LoadingStatus label={checkoutMessages.loading} py="xl" />;
  return (
    <Alert color="red" title={checkoutMessages.loadFailed} role="alert">
      {error instanceof Error ? error.message : null}
      <div>
        <Button variant="light" color="red" mt="sm" onClick={retry}>
          {checkoutMessages.retry}
        </Button>
      </div>
    </Alert>
  );
}
