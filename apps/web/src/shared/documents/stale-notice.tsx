import { Alert, Button } from '@mantine/core';
import type { StaleNotice as Notice } from './save-error';

/** A save refused as stale: the server's words and the way to start over from its copy. */
export function StaleNotice({
  notice,
  reload,
  onReload,
}: {
  notice: Notice;
  reload: string;
  onReload: () => void;
}) {
  return (
    <Alert color="orange" title={notice.title} role="alert">
      {notice.message}
      <Button display="block" mt="sm" size="xs" variant="default" onClick={onReload}>
        {reload}
      </Button>
    </Alert>
  );
}
