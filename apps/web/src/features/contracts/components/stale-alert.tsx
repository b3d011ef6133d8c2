import { Alert, Button } from '@mantine/core';

export type Stale = { title: string; message: string };

/** A save refused as stale: the server's words and a way to load what changed. */
export function StaleAlert({
  stale,
  reload,
  onReload,
}: {
  stale: Stale;
  reload: string;
  onReload: () => void;
}) {
  return (
    <Alert color="orange" title={stale.title} role="alert">
      {stale.message}
      <Button display="block" mt="sm" size="xs" variant="default" onClick={onReload}>
        {reload}
      </Button>
    </Alert>
  );
}
